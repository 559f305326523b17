import { asc } from 'drizzle-orm';
import { SORT_MODES } from '@shop/shared';
import type { Database } from '../src/db/client.ts';
import { categories, products } from '../src/tables.ts';
import { filterMix } from './filter-mix.ts';
import type { Request } from './load.ts';

/** The browse mix: every category and subcategory, several pages, all four sorts; many products; many queries. */
export async function buildRequests(db: Database, scenarios: string[] | undefined) {
  const all = await db.select().from(categories).orderBy(asc(categories.id));
  const routeOf = new Map(all.map((c) => [c.id, c.route]));
  const listing: Request[] = [];
  for (const c of all) {
    const base =
      c.parentId === null
        ? `/api/v1/product-list/${c.route}`
        : `/api/v1/product-list/${routeOf.get(c.parentId)}/${c.route}`;
    for (const page of [1, 2, 3])
      for (const sort of SORT_MODES) listing.push({ method: 'GET', path: `${base}?page=${page}&sort=${sort}` });
  }
  const sample = await db
    .select({ route: products.route, text: products.searchText })
    .from(products)
    .orderBy(asc(products.id));
  const step = Math.max(1, Math.floor(sample.length / 600));
  const picked = sample.filter((_, i) => i % step === 0);
  const detail: Request[] = picked.map((p) => ({ method: 'GET', path: `/api/v1/product-detail/${p.route}` }));
  const words = [...new Set(picked.flatMap((p) => p.text.split(' ')).filter((w) => w.length >= 5))];
  const queries = new Set<string>([
    'whiskey',
    'whisky',
    'wiskey',
    'champagne',
    'red wine',
    'vodka',
    'tequila',
    'rum',
    'cognac',
    'lager',
  ]);
  for (const [i, w] of words.entries()) {
    if (queries.size >= 300) break;
    // Whole words, prefixes and one-letter typos, as shoppers type them.
    queries.add(i % 3 === 0 ? w : i % 3 === 1 ? w.slice(0, 4) : w.slice(0, 2) + w.slice(3));
  }
  const search: Request[] = [...queries].map((q) => ({
    method: 'POST',
    path: '/api/v1/global-search',
    body: JSON.stringify({ query: q }),
    headers: { 'content-type': 'application/json' },
  }));
  const mixes: Record<string, Request[]> = {
    'product-list': listing,
    'product-detail': detail,
    filter: await filterMix(db),
    'global-search': search,
  };
  return Object.fromEntries(Object.entries(mixes).filter(([name]) => !scenarios || scenarios.includes(name)));
}
