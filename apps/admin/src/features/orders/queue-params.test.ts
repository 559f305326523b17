import { describe, expect, it } from 'vitest';
import { queueSearch, readQueueParams, sortingOf, sortOf } from './queue-params.ts';

describe('the queue in the address', () => {
  it('reads a queue, keeping only what the server takes', () => {
    const params = readQueueParams(
      new URLSearchParams('tab=packed&q=%20layla%20&from=2026-03-01&to=bad&fulfilment=pickup&payment=cheque&page=3'),
    );
    expect(params).toEqual({
      tab: 'packed',
      q: 'layla',
      from: '2026-03-01',
      to: undefined,
      fulfilment: 'pickup',
      payment: undefined,
      sort: 'newest',
      page: 3,
    });
    expect(readQueueParams(new URLSearchParams('tab=nope&page=-2')).tab).toBe('new');
  });

  it('writes it back without the defaults', () => {
    expect(queueSearch(readQueueParams(new URLSearchParams('')))).toBe('');
    expect(queueSearch({ tab: 'delivered', q: 'CEL-1', sort: 'slot', page: 2 })).toBe(
      '?tab=delivered&q=CEL-1&sort=slot&page=2',
    );
  });

  it("maps the table's sorting to the server's and back", () => {
    for (const sort of ['newest', 'oldest', 'slot'] as const) expect(sortOf(sortingOf(sort))).toBe(sort);
    expect(sortOf([{ id: 'created_at', desc: false }])).toBe('oldest');
    expect(sortOf([])).toBe('newest');
  });
});
