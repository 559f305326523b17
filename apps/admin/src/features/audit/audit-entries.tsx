import type { AuditEntry, StaffMember } from '@shop/shared/rules';
import { Link } from 'react-router';
import { useCan } from '../../session/session.ts';
import { AuditChanges } from './audit-changes.tsx';
import { actionLabel, actorOf, entityOf, formatWhen, idOwnerOf } from './audit-text.ts';

interface EntriesProps {
  entries: readonly AuditEntry[];
  members?: readonly StaffMember[];
  caption: string;
}

/** The log at desk width: a table, one row per entry, newest first. Nothing in it edits or deletes. */
export function AuditTable({ entries, members, caption }: EntriesProps) {
  return (
    <div className="table-wrap">
      <table className="orders-table audit-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Entity</th>
            <th scope="col">Changes</th>
            <th scope="col">Request id</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="audit-table__when">
                <When at={entry.at} />
              </td>
              <td className="audit-table__who">
                <Who entry={entry} members={members} />
              </td>
              <td>{actionLabel(entry.action)}</td>
              <td className="audit-table__entity">
                <Entity entry={entry} />
              </td>
              <td className="audit-table__changes">
                <AuditChanges entry={entry} />
              </td>
              <td>
                <RequestId id={entry.request_id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The log on a phone: a card per entry, what was done first. */
export function AuditCards({ entries, members, caption }: EntriesProps) {
  return (
    <ul className="audit-cards" aria-label={caption}>
      {entries.map((entry) => (
        <li key={entry.id} className="audit-card">
          <p className="audit-card__action">{actionLabel(entry.action)}</p>
          <p className="audit-card__line">
            <When at={entry.at} /> · <Who entry={entry} members={members} inline />
          </p>
          <div className="audit-card__entity">
            <Entity entry={entry} />
          </div>
          <AuditChanges entry={entry} />
          <p className="audit-card__request">
            Request <RequestId id={entry.request_id} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatWhen(at)}</time>;
}

function Who({ entry, members, inline }: { entry: AuditEntry; members?: readonly StaffMember[]; inline?: boolean }) {
  const actor = actorOf(entry, members);
  const role = actor.service ? `Service account${actor.role ? `, ${actor.role}` : ''}` : actor.role;
  if (inline) return <span className="audit-who">{role ? `${actor.name} (${role})` : actor.name}</span>;
  return (
    <>
      <span className="cell-main">{actor.name}</span>
      {role && <span className="cell-sub">{role}</span>}
      {actor.email && <span className="cell-sub audit-who__email">{actor.email}</span>}
    </>
  );
}

/** The entity, linked to its screen when the role may open it; an Emirates ID links to its owner. */
function Entity({ entry }: { entry: AuditEntry }) {
  const canOrders = useCan('orders:read');
  const canCustomers = useCan('customers:read');
  const view = entityOf(entry);
  const owner = idOwnerOf(entry);
  const mayOpen = view.to?.startsWith('/orders/') ? canOrders : canCustomers;
  return (
    <>
      {view.to && mayOpen ? (
        <Link className="audit-link" to={view.to}>
          {view.text}
        </Link>
      ) : (
        <span className="cell-main">{view.text}</span>
      )}
      {owner !== undefined &&
        (canCustomers ? (
          <Link className="audit-link audit-link--sub" to={`/customers/${owner}`}>
            of customer {owner}
          </Link>
        ) : (
          <span className="cell-sub">of customer {owner}</span>
        ))}
    </>
  );
}

function RequestId({ id }: { id: string | null }) {
  return id ? <code className="audit-request">{id}</code> : <span className="audit-request--none">none</span>;
}
