import { ORDER_STATE_LABELS, QUOTATION_STATUS_LABELS, REFUSAL_REASON_LABELS } from '@shop/shared/rules';

/**
 * An entry's before and after, reduced to what changed: the fields whose values differ, each with its old and new
 * value in words. A record created (or an ID viewed) has no before, one deleted no after.
 */
export type ChangeKind = 'created' | 'deleted' | 'changed';

export interface FieldChange {
  field: string;
  /** Absent when the field did not exist on that side. */
  before?: string;
  after?: string;
}

export interface EntryDiff {
  kind: ChangeKind;
  changes: FieldChange[];
}

type Snapshot = Record<string, unknown> | null;

/** Values the shop names in words elsewhere, by entity and field: an order's state reads as on its page. */
const NAMED_VALUES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  order: { state: ORDER_STATE_LABELS, refusal_reason: REFUSAL_REASON_LABELS },
  quotation: { status: QUOTATION_STATUS_LABELS },
};

/** A value as the log shows it: the shop's word for it, words for empty and yes/no, compact JSON when nested. */
export function valueText(value: unknown, field = '', entity = ''): string {
  if (value === null || value === undefined) return 'none';
  if (value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return NAMED_VALUES[entity]?.[field]?.[value] ?? value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** `refusal_reason` → `refusal reason`. */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const empty = (value: unknown) => value === null || value === undefined;

export function diffEntry(before: Snapshot, after: Snapshot, entity = ''): EntryDiff {
  const kind: ChangeKind = before === null && after !== null ? 'created' : after === null ? 'deleted' : 'changed';
  const old = before ?? {};
  const now = after ?? {};
  // An order's version counts its moves: bookkeeping, so it comes last.
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort(
    (a, b) => Number(a === 'version') - Number(b === 'version'),
  );
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const had = Object.hasOwn(old, field);
    const has = Object.hasOwn(now, field);
    if (had && has && same(old[field], now[field])) continue;
    // A record made with an empty field, or deleted with one, changed nothing there.
    if (kind !== 'changed' && empty(had ? old[field] : now[field])) continue;
    changes.push({
      field,
      ...(had && { before: valueText(old[field], field, entity) }),
      ...(has && { after: valueText(now[field], field, entity) }),
    });
  }
  return { kind, changes };
}

/** How much of a value the compact line shows; the whole value is a click away. */
export const SHORT_VALUE = 40;
/** How many changes the compact line shows before "show all". */
export const SHORT_CHANGES = 3;

export const shorten = (text: string) => (text.length > SHORT_VALUE ? `${text.slice(0, SHORT_VALUE - 1)}…` : text);

/** Whether the compact line leaves something out, so the entry offers to show it all. */
export function isAbridged(diff: EntryDiff): boolean {
  return (
    diff.changes.length > SHORT_CHANGES ||
    diff.changes.some((c) => (c.before?.length ?? 0) > SHORT_VALUE || (c.after?.length ?? 0) > SHORT_VALUE)
  );
}
