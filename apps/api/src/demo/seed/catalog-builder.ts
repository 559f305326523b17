import { DAY_MS, displayedPrice } from '@shop/shared';
import { BRANDS, ORIGINS, type BrandDef, type OriginDef } from './demo-catalog.data.ts';
import { BEER_WINE_LINES } from './lines-beer-wine.data.ts';
import { SPIRIT_LINES } from './lines-spirits.data.ts';
import type { ProductLine } from './product-line.ts';
import { Prng } from './prng.ts';
import { slugify, stripTags } from './seed-utils.ts';
import { priceVariations, type Reduction, type SeedVariation } from './seed-prices.ts';

/** Every product line of the demo shop. */
export const PRODUCT_LINES: ProductLine[] = [...BEER_WINE_LINES, ...SPIRIT_LINES];

/** A product ready to insert, with routes instead of ids. */
export interface SeedProduct {
  route: string;
  name: string;
  description: string;
  tastingNotes: string;
  abv: number;
  featuredImg: string;
  gallery: string[];
  category: string;
  subCategory: string | null;
  brand: string;
  origin: string;
  isPremium: boolean;
  isPromotion: boolean;
  salesCount: number;
  /** Displayed price of the default size: the seed picks lists by it (the database derives its own copy). */
  sortPriceFils: number;
  createdAt: string;
  variations: SeedVariation[];
}

export interface BuildOptions {
  seed: number;
  /** "Today" for created-at dates: products spread over the two years before it. */
  now: Date;
  /** Routes already taken (shared across calls so bench rounds stay unique). */
  usedRoutes?: Set<string>;
}

const BRAND = new Map(BRANDS.map((b) => [b.route, b]));
const ORIGIN = new Map(ORIGINS.map((o) => [o.key, o]));
const EDITIONS = ['Special Edition', 'Limited Release', 'Batch No. 2', 'Reserve', 'Collector’s Edition'];
const CLOSERS = [
  'A staff favourite at our Dubai Marina store.',
  'It makes a thoughtful gift for friends and colleagues.',
  'Great value for the quality in the glass.',
  'One of our most reordered bottles.',
];
const PREMIUM_CLOSERS = [
  'Produced in very limited quantities, it is a bottle for collectors and milestone celebrations.',
  'Only a few cases reach the UAE each year.',
];

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function abvFor(rng: Prng, line: ProductLine, stem: string): number {
  const [min, max, step] = /cask strength|barrel proof|overproof|navy/i.test(stem)
    ? [52, 58.4, 0.1]
    : /bottled in bond/i.test(stem)
      ? [50, 50, 1]
      : line.abv;
  const steps = Math.round((max - min) / step);
  return Math.round((min + rng.int(0, steps) * step) * 10) / 10;
}

function describe(
  rng: Prng,
  line: ProductLine,
  plain: string,
  brand: BrandDef,
  origin: OriginDef,
  premium: boolean,
): string {
  const sentences = [
    `${plain} is ${article(line.style)} ${line.style} from ${brand.name} in ${origin.region}, ${origin.country}.`,
    rng.pick(line.making),
    `Serve it ${rng.pick(line.serve)}.`,
  ];
  if (premium) sentences.push(rng.pick(PREMIUM_CLOSERS));
  else if (rng.chance(0.5)) sentences.push(rng.pick(CLOSERS));
  return sentences.join(' ');
}

function tastingNotes(rng: Prng, line: ProductLine): string {
  const [n1, n2] = rng.sample(line.nose, 2);
  const [p1, p2, p3] = rng.sample(line.palate, 3);
  const finish = rng.pick(line.finish);
  return `Nose: ${n1} and ${n2}. Palate: ${p1}, ${p2} and ${p3}. Finish: ${finish.charAt(0).toUpperCase()}${finish.slice(1)}.`;
}

function uniqueRoute(base: string, used: Set<string>): string {
  let route = base;
  for (let n = 2; used.has(route); n++) route = `${base}-${n}`;
  used.add(route);
  return route;
}

/** The regular [brand, stem] pairs of a line, in a shuffled order, cycling with editions when exhausted. */
function regularNames(rng: Prng, line: ProductLine, count: number): [string, string][] {
  const pairs = rng.shuffle(
    Object.entries(line.names).flatMap(([brand, stems]) => stems.map((stem): [string, string] => [brand, stem])),
  );
  return Array.from({ length: count }, (_, i) => {
    const [brand, stem] = pairs[i % pairs.length] as [string, string];
    const round = Math.floor(i / pairs.length);
    return [brand, round === 0 || line.vintage ? stem : `${stem} ${EDITIONS[(round - 1) % EDITIONS.length]}`];
  });
}

function buildLine(
  rng: Prng,
  line: ProductLine,
  opts: BuildOptions,
  usedRoutes: Set<string>,
  usedNames: Set<string>,
): SeedProduct[] {
  const regular = regularNames(rng, line, line.count - line.premium.length);
  const promoSlots = new Set(
    rng.sample(
      regular.map((_, i) => i),
      line.promo,
    ),
  );
  const entries = [
    ...line.premium.map(([b, s]) => ({ brand: b, stem: s, premium: true, promo: false })),
    ...regular.map(([b, s], i) => ({ brand: b, stem: s, premium: false, promo: promoSlots.has(i) })),
  ];
  const referenceSize = line.sizeSets[0]?.[0] ?? '750 ml';
  return entries.map(({ brand: brandRoute, stem, premium, promo }) => {
    const brand = BRAND.get(brandRoute);
    const origin = brand && ORIGIN.get(brand.origin);
    if (!brand || !origin) throw new Error(`Unknown brand ${brandRoute}`);
    let name = `${brand.short} ${stem}`;
    for (let attempt = 0; line.vintage && attempt < 40; attempt++) {
      const vintage = rng.chance(premium ? 0.6 : line.vintage.share)
        ? ` ${rng.int(line.vintage.from - (premium ? 6 : 0), line.vintage.to)}`
        : '';
      if (!usedNames.has(`${name}${vintage}`)) {
        name = `${name}${vintage}`;
        break;
      }
    }
    usedNames.add(name);
    const plain = stripTags(name);
    const route = uniqueRoute(slugify(plain), usedRoutes);
    const sizes = premium ? (line.sizeSets[0] ?? [referenceSize]) : rng.pick(line.sizeSets);
    const [lo, hi] = premium ? (line.premiumPrice ?? line.price) : line.price;
    const referenceAed = premium ? rng.float(lo, hi) : lo + (hi - lo) * rng.next() ** 1.6;
    const reduction: Reduction = promo
      ? rng.chance(0.5)
        ? 'offer'
        : 'discount'
      : rng.chance(0.13)
        ? 'offer'
        : rng.chance(0.07)
          ? 'discount'
          : 'none';
    const variations = priceVariations(rng, sizes, referenceSize, referenceAed, reduction, rng.chance(0.08));
    const first = variations[0] as SeedVariation;
    return {
      route,
      name,
      description: describe(rng, line, plain, brand, origin, premium),
      tastingNotes: tastingNotes(rng, line),
      abv: abvFor(rng, line, stem),
      featuredImg: `products/${route}.svg`,
      gallery: [`products/${route}--2.svg`, `products/${route}--3.svg`],
      category: line.category,
      subCategory: line.subCategory ?? null,
      brand: brand.route,
      origin: origin.key,
      isPremium: premium,
      isPromotion: promo,
      salesCount: premium ? rng.int(0, 60) : Math.floor(500 * rng.next() ** 1.8),
      sortPriceFils: displayedPrice({
        price: first.priceFils,
        offer_price: first.offerPriceFils,
        discount_price: first.discountPriceFils,
      }),
      createdAt: new Date(opts.now.getTime() - rng.int(0, 729) * DAY_MS - rng.int(0, 1439) * 60_000).toISOString(),
      variations,
    };
  });
}

/** The demo catalog: every line's products, deterministic for a given seed and date. */
export function buildCatalog(opts: BuildOptions): SeedProduct[] {
  const rng = new Prng(opts.seed);
  const usedRoutes = opts.usedRoutes ?? new Set<string>();
  const usedNames = new Set<string>();
  return PRODUCT_LINES.flatMap((line) => buildLine(rng, line, opts, usedRoutes, usedNames));
}
