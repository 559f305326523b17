import type { SeedProduct } from './catalog-builder.ts';
import { sizeOf } from './seed-prices.ts';
import type { Prng } from './prng.ts';

export interface ChoiceDef {
  route: string;
  title: string;
  description: string;
  pick: (products: SeedProduct[], rng: Prng) => SeedProduct[];
}

const inStock = (p: SeedProduct) => (p.variations[0]?.stock ?? 0) > 0;
const isPack = (p: SeedProduct) => p.variations.some((v) => sizeOf(v.size).units >= 6);
const byNewest = (a: SeedProduct, b: SeedProduct) => b.createdAt.localeCompare(a.createdAt);
const bySales = (a: SeedProduct, b: SeedProduct) => b.salesCount - a.salesCount;

function from(products: SeedProduct[], rng: Prng, count: number, test: (p: SeedProduct) => boolean): SeedProduct[] {
  return rng.sample(
    products.filter((p) => inStock(p) && test(p)),
    count,
  );
}

/** The curated "our choice" lists (spec route /our-choice/{choice}), each picked from the built catalog. */
export const CHOICES: ChoiceDef[] = [
  {
    route: 'staff-picks',
    title: 'Staff Picks',
    description: 'The bottles our team takes home: one or two favourites from every corner of the shop.',
    pick: (ps) =>
      [
        'lager',
        'craft-beer',
        'red-wine',
        'white-wine',
        'champagne',
        'gin',
        'scotch-whisky',
        'bourbon',
        'tequila',
        'rum',
      ].flatMap((route) =>
        ps
          .filter((p) => (p.subCategory ?? p.category) === route && inStock(p))
          .sort(bySales)
          .slice(0, 2),
      ),
  },
  {
    route: 'gifts-under-200',
    title: 'Gifts Under 200 AED',
    description:
      'Good-looking bottles that feel generous without breaking the bank. Add a note at checkout and we will gift-wrap it.',
    pick: (ps, rng) => from(ps, rng, 20, (p) => p.category !== 'beer' && p.sortPriceFils <= 20_000),
  },
  {
    route: 'weekend-bbq',
    title: 'Weekend BBQ',
    description: 'Cold cases, crisp rosé and juicy reds for grilling on the beach or the balcony.',
    pick: (ps, rng) => [
      ...from(ps, rng, 10, (p) => p.category === 'beer' && isPack(p)),
      ...from(ps, rng, 5, (p) => p.subCategory === 'rose-wine'),
      ...from(ps, rng, 3, (p) => p.subCategory === 'red-wine' && p.sortPriceFils < 15_000),
    ],
  },
  {
    route: 'date-night',
    title: 'Date Night',
    description: 'Champagne to start, a beautiful red for dinner and something sweet to finish.',
    pick: (ps, rng) => [
      ...from(ps, rng, 4, (p) => p.category === 'champagne'),
      ...from(ps, rng, 5, (p) => p.subCategory === 'red-wine'),
      ...from(ps, rng, 3, (p) => p.subCategory === 'sparkling-wine'),
      ...from(ps, rng, 2, (p) => p.subCategory === 'liqueur'),
    ],
  },
  {
    route: 'new-arrivals',
    title: 'New Arrivals',
    description: 'Just landed in our Al Quoz warehouse: the newest bottles on the shelf.',
    pick: (ps) => [...ps].sort(byNewest).slice(0, 24),
  },
  {
    route: 'party-packs',
    title: 'Party Packs',
    description: 'Cases of beer and big bottles of vodka, tequila and rum for a house full of guests.',
    pick: (ps, rng) => [
      ...from(ps, rng, 10, (p) => p.category === 'beer' && p.variations.some((v) => sizeOf(v.size).units >= 12)),
      ...from(
        ps,
        rng,
        6,
        (p) =>
          ['vodka', 'tequila', 'rum'].includes(p.category) && p.variations.some((v) => sizeOf(v.size).sizeMl >= 1000),
      ),
    ],
  },
];

export interface BannerDef {
  title: string;
  pick: (products: SeedProduct[]) => SeedProduct | undefined;
}

const best = (ps: SeedProduct[], test: (p: SeedProduct) => boolean) =>
  ps.filter((p) => inStock(p) && test(p)).sort(bySales)[0];

/** Home-page promo banners (spec section 2), each linking one product. */
export const BANNERS: BannerDef[] = [
  {
    title: 'Rare single malts from Speyside and Islay',
    pick: (ps) => best(ps, (p) => p.subCategory === 'scotch-whisky' && p.isPremium),
  },
  {
    title: 'Champagne for every celebration',
    pick: (ps) =>
      best(ps, (p) => p.category === 'champagne' && p.isPromotion) ?? best(ps, (p) => p.category === 'champagne'),
  },
  { title: 'The summer of rosé', pick: (ps) => best(ps, (p) => p.subCategory === 'rose-wine') },
  {
    title: 'Cold cases for the weekend',
    pick: (ps) =>
      best(ps, (p) => p.category === 'beer' && sizeOf(p.variations[0]?.size ?? '').units >= 6) ??
      best(ps, (p) => p.category === 'beer'),
  },
];
