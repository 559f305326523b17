import { describe, expect, it } from 'vitest';
import { diffEntry, isAbridged, shorten, valueText } from './audit-diff.ts';

describe("an entry's changes", () => {
  it('keeps only the fields that changed, in words, the version last', () => {
    const diff = diffEntry(
      { state: 'packed', version: 3, id_checked: false },
      { version: 4, state: 'delivered', id_checked: true, note: 'Left with the concierge' },
      'order',
    );
    expect(diff).toEqual({
      kind: 'changed',
      changes: [
        { field: 'state', before: 'Packed', after: 'Delivered' },
        { field: 'id_checked', before: 'no', after: 'yes' },
        { field: 'note', after: 'Left with the concierge' },
        { field: 'version', before: '3', after: '4' },
      ],
    });
    expect(diffEntry({ blocked: true, reason: 'x' }, { blocked: true, reason: 'x' }).changes).toEqual([]);
  });

  it('lists a record made by its values, leaving out the empty ones, and one deleted by what it held', () => {
    expect(diffEntry(null, { decision: 'verified', reason: null, user_id: 4 }, 'eid')).toEqual({
      kind: 'created',
      changes: [
        { field: 'decision', after: 'verified' },
        { field: 'user_id', after: '4' },
      ],
    });
    expect(diffEntry({ body: 'Lovely', approved_at: null }, null)).toEqual({
      kind: 'deleted',
      changes: [{ field: 'body', before: 'Lovely' }],
    });
  });

  it('writes values plainly', () => {
    expect(valueText(null)).toBe('none');
    expect(valueText('')).toBe('empty');
    expect(valueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(valueText('under_21', 'refusal_reason', 'order')).toBe('Under 21');
    expect(valueText('under_21', 'refusal_reason', 'stock')).toBe('under_21');
  });

  it('says when the compact line leaves something out', () => {
    const change = (field: string, after = 'x') => ({ field, after });
    expect(isAbridged({ kind: 'created', changes: [change('a'), change('b'), change('c')] })).toBe(false);
    expect(isAbridged({ kind: 'created', changes: [change('a'), change('b'), change('c'), change('d')] })).toBe(true);
    expect(isAbridged({ kind: 'created', changes: [change('a', 'y'.repeat(41))] })).toBe(true);
    expect(shorten('y'.repeat(41))).toBe(`${'y'.repeat(39)}…`);
  });
});
