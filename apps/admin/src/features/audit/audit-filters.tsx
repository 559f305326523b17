import { isAuditEntity, STAFF_ROLE_LABELS, type StaffMember } from '@shop/shared/rules';
import type { FormEvent, ReactNode } from 'react';
import { ApiError } from '../../api/client.ts';
import { Field } from '../../components/field.tsx';
import { activeFilters, entityFilter, type AuditParams } from './audit-params.ts';
import { ENTITY_LABELS } from './audit-words.ts';
import { shownEntityId } from './audit-text.ts';

interface FiltersProps {
  params: AuditParams;
  /** Everyone in the log, when the role may list staff; otherwise the member filter is not offered. */
  members?: readonly StaffMember[];
  /** The last refusal of the server, whose words go on the field they are about. */
  error: unknown;
  onChange: (next: AuditParams) => void;
  /** On a phone the filters fold away under "Filters" until wanted, as the orders queue's do. */
  folded?: boolean;
}

const memberLabel = (m: StaffMember) =>
  `${m.name} (${m.kind === 'service' ? 'service account, ' : ''}${STAFF_ROLE_LABELS[m.role]}` +
  `${m.status === 'disabled' ? ', disabled' : ''})`;

/** The filters: by member, by entity (its kind, its id or number, or both) and by the shop's calendar days. */
export function AuditFilters({ params, members, error, onChange, folded }: FiltersProps) {
  const fields = error instanceof ApiError ? error.fields : {};
  const problem = (name: string) => fields[name]?.join(' ') || null;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    // Without the member list (a role that may not list staff) a member filter from a link is kept as it is.
    const staff = members ? Number(value('staff')) || undefined : params.staff;
    onChange({
      staff,
      ...entityFilter(value('entity'), value('entity_id')),
      from: value('from'),
      to: value('to'),
    });
  };
  // A new address (a link followed, filters cleared) shows its own values in the fields.
  const key = [params.staff, params.entity, params.entityId, params.from, params.to].join('|');
  const entityKinds = Object.entries(ENTITY_LABELS);
  if (params.entity && !isAuditEntity(params.entity)) entityKinds.push([params.entity, params.entity]);
  const count = activeFilters(params);
  const form = (
    <form className="audit-filters" onSubmit={apply} key={key} aria-label="Filter the audit log">
      {members && (
        <SelectField
          id="audit-staff"
          name="staff"
          label="Staff member"
          value={params.staff}
          error={problem('staff_id')}
        >
          <option value="">Anyone</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {memberLabel(m)}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField id="audit-entity" name="entity" label="Entity" value={params.entity} error={problem('entity')}>
        <option value="">Any</option>
        {entityKinds.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <Field
        label="Entity id or number"
        name="entity_id"
        defaultValue={shownEntityId(params.entity, params.entityId)}
        maxLength={60}
        autoComplete="off"
        hint="For example CEL-000042, or a customer's id."
        error={problem('entity_id')}
      />
      <Field label="From" name="from" type="date" defaultValue={params.from} error={problem('from')} />
      <Field label="To" name="to" type="date" defaultValue={params.to} error={problem('to')} />
      <div className="audit-filters__actions">
        <button className="button button--primary" type="submit">
          Show entries
        </button>
        <button className="button" type="button" disabled={activeFilters(params) === 0} onClick={() => onChange({})}>
          Clear filters
        </button>
      </div>
    </form>
  );
  if (!folded) return form;
  // Open while the server has something to say about a field, so its words are seen.
  const open = Object.keys(fields).length > 0;
  return (
    <details className="filters audit-filters-fold" open={open || undefined} key={String(open)}>
      <summary>Filters{count > 0 && ` (${count} on)`}</summary>
      {form}
    </details>
  );
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  error: string | null;
  children: ReactNode;
}

/** A labelled select with the server's word about it tied to it, as `Field` does for inputs. */
function SelectField({ id, name, label, value, error, children }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
