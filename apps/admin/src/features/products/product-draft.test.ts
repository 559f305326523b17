import { describe, expect, it } from 'vitest';
import { bodyOf, emptyDraft, filsOf, routeFromName } from './product-draft.ts';

describe('the product draft', () => {
  it('makes a route from a name', () => {
    expect(routeFromName('  Château Margaux 2015 — Grand Vin ')).toBe('chateau-margaux-2015-grand-vin');
  });

  it('reads AED amounts as fils, and refuses what is no amount', () => {
    expect(filsOf('89.50')).toBe(8950);
    expect(filsOf('1,200')).toBe(120_000);
    expect(filsOf('')).toBe(0);
    expect(filsOf('12.345')).toBeNull();
    expect(filsOf('-5')).toBeNull();
  });

  it('sends sizes in fils, and names the fields the form refuses itself', () => {
    const draft = emptyDraft();
    draft.sizes[0] = { ...draft.sizes[0]!, value: '750 ml', price: '95', offer: 'ninety', stock: '12' };
    const { body, problems } = bodyOf(draft);
    expect(body.sizes[0]).toMatchObject({ value: '750 ml', price_fils: 9500, stock: 12, pack_size: 1 });
    expect(Object.keys(problems).sort()).toEqual(['category_id', 'sizes.0.offer_price_fils']);
  });
});
