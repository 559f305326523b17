import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

interface Row {
  category_id: number;
  sub_category_id: number | null;
  brand_id: number | null;
  country: string | null;
  price: number;
}
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** mulberry32: the same mix on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The cold filter mix: `POST /filter-product` on every category and subcategory with random combinations of one or
 * two brands, an origin and a price range drawn from what that shelf holds (pages 1–2, all sorts): too many
 * combinations for any cache, as shoppers' filters are.
 */
export async function filterMix(db: Database, count = 600): Promise<BenchRequest[]> {
  const { rows } = (await db.execute(sql`
    select p.category_id, p.sub_category_id, p.brand_id, o.country, p.sort_price_fils as price
    from products p left join origins o on o.id = p.origin_id where p.is_active`)) as unknown as { rows: Row[] };
  const shelves = new Map<number, Row[]>();
  for (const r of rows) {
    for (const id of [r.category_id, r.sub_category_id])
      if (id !== null) shelves.set(id, [...(shelves.get(id) ?? []), r]);
  }
  const ids = [...shelves.keys()].sort((a, b) => a - b);
  const next = random(6_061_006);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const requests: BenchRequest[] = [];
  while (requests.length < count) {
    const id = pick(ids);
    const shelf = shelves.get(id)!;
    const body: Record<string, unknown> = {
      category_id: id,
      sort: pick(['default', 'latest', 'price-asc', 'price-desc']),
    };
    const brands = [...new Set(shelf.map((r) => r.brand_id).filter((b): b is number => b !== null))];
    const countries = [...new Set(shelf.map((r) => r.country).filter((c): c is string => c !== null))];
    const prices = shelf.map((r) => Number(r.price) / 100).sort((a, b) => a - b);
    if (next() < 0.6) body.brand_id = next() < 0.5 ? pick(brands) : [pick(brands), pick(brands)];
    if (next() < 0.5) body.origin = pick(countries);
    if (next() < 0.6 || Object.keys(body).length === 2) {
      const [a, b] = [pick(prices), pick(prices)].sort((x, y) => x - y);
      body.min = Math.floor(a!);
      body.max = Math.ceil(b!) + Math.floor(next() * 50);
    }
    requests.push({
      method: 'POST',
      path: `/api/v1/filter-product?page=${next() < 0.8 ? 1 : 2}`,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }
  return requests;
}
