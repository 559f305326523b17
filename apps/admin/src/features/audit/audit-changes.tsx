import type { AuditEntry } from '@shop/shared/rules';
import { useId, useState } from 'react';
import { diffEntry, fieldLabel, isAbridged, shorten, SHORT_CHANGES, type FieldChange } from './audit-diff.ts';

// A record made or viewed lists its values as they are; one deleted says so before what it held.
const KIND_INTRO = { created: null, deleted: 'Deleted. It held:', changed: null } as const;

/**
 * What an entry changed, compact: the first few fields that differ, each `field: before → after`, long values cut.
 * When that leaves something out, a button shows every changed field in full (and back).
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after' | 'entity'> }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entry.before === null && entry.after === null) return <p className="audit-diff__none">Nothing recorded.</p>;
  const diff = diffEntry(entry.before, entry.after, entry.entity);
  if (diff.changes.length === 0) return <p className="audit-diff__none">No field changed.</p>;
  const abridged = isAbridged(diff);
  const shown = open || !abridged ? diff.changes : diff.changes.slice(0, SHORT_CHANGES);
  const hidden = diff.changes.length - shown.length;
  const intro = KIND_INTRO[diff.kind];
  return (
    <div className="audit-diff">
      {intro && <p className="audit-diff__intro">{intro}</p>}
      <ul className="audit-diff__list" id={listId}>
        {shown.map((change) => (
          <ChangeLine key={change.field} change={change} full={open || !abridged} />
        ))}
      </ul>
      {abridged && (
        <button
          type="button"
          className="link-button audit-diff__more"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : hidden > 0 ? `Show all ${diff.changes.length} changes` : 'Show the values in full'}
        </button>
      )}
    </div>
  );
}

function ChangeLine({ change, full }: { change: FieldChange; full: boolean }) {
  const text = (value: string) => (full ? value : shorten(value));
  return (
    <li>
      <span className="audit-diff__field">{fieldLabel(change.field)}:</span>{' '}
      {change.before !== undefined && change.after !== undefined ? (
        <>
          <span className="audit-diff__old">{text(change.before)}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> changed to </span>
          <span className="audit-diff__new">{text(change.after)}</span>
        </>
      ) : change.after !== undefined ? (
        <span className="audit-diff__new">{text(change.after)}</span>
      ) : (
        <span className="audit-diff__old">{text(change.before ?? '')}</span>
      )}
    </li>
  );
}
