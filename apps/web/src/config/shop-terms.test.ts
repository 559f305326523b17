import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOP_TERMS } from './shop-terms';

const webDir = path.resolve(import.meta.dirname, '../..');

/**
 * Shipping charge, free-delivery limit, wine offer limit and minimum age written as literals instead of from
 * @shop/shared.
 */
const LITERAL_RULES = [
  /AED\s*(15|100|250)\b/,
  /\b(15|100|250)\s*AED\b/,
  /\b21\s*\+/,
  /\baged\s+21\b/i,
  /\b21\s+(or|and)\s+(older|over)\b/i,
  /\b21\s+years\b/i,
];

function storefrontFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return storefrontFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('shop rules in storefront texts', () => {
  it('are built from @shop/shared', () => {
    expect(SHOP_TERMS).toMatchObject({
      freeDeliveryAbove: 'AED 100',
      shippingCharge: 'AED 15',
      minimumAge: 21,
      wineOfferBelow: 'AED 250',
    });
  });

  it('never come back as literals in the storefront (spec section 9 lives in @shop/shared)', () => {
    const files = [
      ...storefrontFiles(path.join(webDir, 'src')),
      path.join(webDir, 'index.html'),
      path.join(webDir, 'public/offline.html'),
      path.join(webDir, 'pwa.config.ts'),
    ];
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          LITERAL_RULES.some((rule) => rule.test(line))
            ? [`${path.relative(webDir, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
