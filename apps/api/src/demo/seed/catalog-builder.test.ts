import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog-builder.ts';

const now = new Date('2025-06-01T12:00:00Z');

describe('buildCatalog', () => {
  const catalog = buildCatalog({ seed: 42, now });

  it('is deterministic for a seed and a date', () => {
    expect(buildCatalog({ seed: 42, now })).toEqual(catalog);
    expect(buildCatalog({ seed: 43, now })).not.toEqual(catalog);
  });

  it('makes unique routes and names', () => {
    expect(new Set(catalog.map((p) => p.route)).size).toBe(catalog.length);
    expect(new Set(catalog.map((p) => p.name)).size).toBe(catalog.length);
  });

  it('keeps ABV and prices within each kind’s range', () => {
    for (const p of catalog) {
      const first = p.variations[0]!;
      const aed = first.priceFils / 100;
      if (p.category === 'beer') {
        expect(p.abv).toBeGreaterThanOrEqual(4);
        expect(p.abv).toBeLessThanOrEqual(9);
      }
      if (p.category === 'champagne') {
        expect(p.abv).toBeGreaterThanOrEqual(12);
        expect(aed).toBeGreaterThanOrEqual(150);
      }
      if (p.category === 'wine') {
        expect(p.abv).toBeGreaterThanOrEqual(11);
        expect(p.abv).toBeLessThanOrEqual(15);
      }
      if (['vodka', 'tequila', 'rum', 'brandy-and-cognac', 'whiskey-and-bourbon'].includes(p.category)) {
        expect(p.abv).toBeGreaterThanOrEqual(37.5);
        expect(p.abv).toBeLessThanOrEqual(58.4);
      }
      expect(aed).toBeLessThanOrEqual(6000);
      expect(p.createdAt < now.toISOString()).toBe(true);
      expect(Date.parse(p.createdAt)).toBeGreaterThan(now.getTime() - 731 * 86_400_000);
    }
  });

  it('names a few products with markup, as the spec allows (names are HTML)', () => {
    expect(catalog.filter((p) => /<(sup|em)>/.test(p.name)).length).toBeGreaterThanOrEqual(4);
  });
});
