import { htmlToText, type ProductListQuery } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import type { SheetSize } from './product-sheet.ts';
import { whereOf } from './staff-products.reads.ts';

/** An origin as the file names it: its country, or `country, region`. */
export const originName = (o: { country: string; region: string | null }) =>
  o.region ? `${o.country}, ${o.region}` : o.country;
export const originKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ', ');

export interface SheetReferences {
  categories: Map<string, { id: number; parent_id: number | null }>;
  brands: Map<string, number>;
  origins: Map<string, number>;
}

/** What the product file reads (issue 26, item 10): the sizes to export, the routes and names a file refers to. */
export function createProductSheetRepo(db: Database) {
  return {
    /** Every size of the products the list's filters keep, by product name then the size's place. */
    async sizes(query: Omit<ProductListQuery, 'page'>): Promise<SheetSize[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`
        select p.route as product_route, p.name, c.route as category_route, sc.route as subcategory_route,
          b.route as brand_route, o.country, o.region, vv.value as size, pv.price_fils, pv.offer_price_fils,
          pv.cost_fils, pv.stock, pv.pack_size, p.is_active
        from products p
          join categories c on c.id = p.category_id
          left join categories sc on sc.id = p.sub_category_id
          left join brands b on b.id = p.brand_id
          left join origins o on o.id = p.origin_id
          join price_variations pv on pv.product_id = p.id
          join variation_values vv on vv.id = pv.variation_value_id
        where ${whereOf(query)}
        order by lower(regexp_replace(p.name, '<[^>]*>', '', 'g')), p.id, pv.position, pv.id`,
      );
      return rows.map((r) => ({
        product_route: String(r.product_route),
        name: htmlToText(String(r.name)),
        category_route: String(r.category_route),
        subcategory_route: String(r.subcategory_route ?? ''),
        brand_route: String(r.brand_route ?? ''),
        origin: r.country
          ? originName({ country: String(r.country), region: (r.region as string | null) ?? null })
          : '',
        size: String(r.size),
        price_fils: Number(r.price_fils),
        offer_price_fils: Number(r.offer_price_fils),
        cost_fils: Number(r.cost_fils),
        stock: Number(r.stock),
        pack_size: Number(r.pack_size),
        active: Boolean(r.is_active),
      }));
    },

    /** Categories and brands by route, origins by name (lower-cased), to resolve a file's columns. */
    async references(): Promise<SheetReferences> {
      const [categories, brands, origins] = await Promise.all([
        queryRows<{ id: number; route: string; parent_id: number | null }>(
          db,
          sql`select id, route, parent_id from categories`,
        ),
        queryRows<{ id: number; route: string }>(db, sql`select id, route from brands`),
        queryRows<{ id: number; country: string; region: string | null }>(
          db,
          sql`select id, country, region from origins`,
        ),
      ]);
      return {
        categories: new Map(
          categories.map((c) => [
            c.route,
            { id: Number(c.id), parent_id: c.parent_id === null ? null : Number(c.parent_id) },
          ]),
        ),
        brands: new Map(brands.map((b) => [b.route, Number(b.id)])),
        origins: new Map(origins.map((o) => [originKey(originName(o)), Number(o.id)])),
      };
    },

    /** The products with these current routes, locked until the transaction ends; and whose old routes they are. */
    async productsByRoute(
      routes: readonly string[],
    ): Promise<{ current: Map<string, number>; old: Map<string, number> }> {
      const list = sql.param([...routes]);
      const current = await queryRows<{ id: number; route: string }>(
        db,
        sql`select id, route from products where route = any(${list}::text[]) order by id for update`,
      );
      const old = await queryRows<{ route: string; product_id: number }>(
        db,
        sql`select route, product_id from product_old_routes where route = any(${list}::text[])`,
      );
      return {
        current: new Map(current.map((r) => [r.route, Number(r.id)])),
        old: new Map(old.map((r) => [r.route, Number(r.product_id)])),
      };
    },
  };
}

export type ProductSheetRepo = ReturnType<typeof createProductSheetRepo>;
