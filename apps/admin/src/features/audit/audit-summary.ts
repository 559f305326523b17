import type { StaffMember } from '@shop/shared/rules';
import { activeFilters, type AuditParams } from './audit-params.ts';
import { entityKindLabel, entityOf } from './audit-text.ts';

// A calendar day of the filters (`2026-03-01`) as the log writes days: `1 Mar 2026`.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));

/** The filters in words, for the results line and the table's caption: `by Noor Owner; Order CEL-000042`. */
export function describeFilters(params: AuditParams, members?: readonly StaffMember[]): string {
  if (activeFilters(params) === 0) return '';
  const parts: string[] = [];
  if (params.staff) {
    const member = members?.find((m) => m.id === params.staff);
    parts.push(`by ${member ? member.name : `staff member ${params.staff}`}`);
  }
  if (params.entityId && params.entity)
    parts.push(entityOf({ entity: params.entity, entity_id: params.entityId, before: null, after: null }).text);
  else if (params.entityId) parts.push(`entity id ${params.entityId}`);
  else if (params.entity) parts.push(`entity: ${entityKindLabel(params.entity)}`);
  if (params.from && params.from === params.to) parts.push(`on ${day(params.from)}`);
  else if (params.from && params.to) parts.push(`from ${day(params.from)} to ${day(params.to)}`);
  else if (params.from) parts.push(`from ${day(params.from)}`);
  else if (params.to) parts.push(`until ${day(params.to)}`);
  return parts.join('; ');
}

/** What a page of the log shows, said once it has loaded (a status region). */
export function summaryText(count: number, params: AuditParams, filters: string): string {
  const where = params.before ? 'older entries' : 'entries';
  const narrowed = filters ? ` Filters: ${filters}.` : '';
  if (count === 0) return params.before ? `No ${where} on this page.${narrowed}` : `No entries match.${narrowed}`;
  const shown = `${count} ${count === 1 ? 'entry' : 'entries'}`;
  return `${params.before ? `${shown}, older` : `${shown}, newest first`}.${narrowed}`;
}
