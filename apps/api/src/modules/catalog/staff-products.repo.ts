import { type ProductBody, type ProductSizeInput } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { createStaffProductReads } from './staff-products.reads.ts';

/** The product's own columns as a write sets them (sizes, lists and old routes are written apart). */
export type ProductFields = Omit<ProductBody, 'sizes' | 'choice_ids'>;

/** The kind of variation every size belongs to. */
const SIZE_VARIATION = 'Size';

/** Millilitres a size names ("750 ml", "1.5 L", "6 x 330 ml"), for ordering sizes; 0 when it names none. */
export function sizeMlOf(value: string): number {
  const match = /(?:(\d+)\s*[x×]\s*)?(\d+(?:[.,]\d+)?)\s*(ml|cl|l)\b/i.exec(value);
  if (!match) return 0;
  const amount = Number(match[2]!.replace(',', '.')) * { ml: 1, cl: 10, l: 1000 }[match[3]!.toLowerCase() as 'ml'];
  return Math.round(amount * Number(match[1] ?? 1));
}

/**
 * The back office's product writes (issue 26, item 1), run in one audited transaction. The triggers of migrations
 * 0003 and 0023 put every product, size, list and route written here into the change feed (decision 007).
 */
export function createStaffProductsRepo(db: Database) {
  const reads = createStaffProductReads(db);

  // Selected first and inserted only when missing: an update of these tables would reshape the whole catalog. The
  // usual case, a size whose value exists, is one statement.
  async function sizeValueId(value: string): Promise<{ variationId: number; valueId: number }> {
    const idsSql = sql`select v.id as variation_id, (select vv.id from variation_values vv
        where vv.variation_id = v.id and lower(vv.value) = lower(${value}) order by vv.id limit 1) as value_id
      from variations v where v.name = ${SIZE_VARIATION}`;
    let [ids] = await queryRows<{ variation_id: number; value_id: number | null }>(db, idsSql);
    if (!ids) {
      await db.execute(sql`insert into variations (name) values (${SIZE_VARIATION}) on conflict (name) do nothing`);
      [ids] = await queryRows<{ variation_id: number; value_id: number | null }>(db, idsSql);
    }
    const variationId = Number(ids!.variation_id);
    if (ids!.value_id === null) {
      await db.execute(sql`insert into variation_values (variation_id, value, size_ml)
        values (${variationId}, ${value}, ${sizeMlOf(value)}) on conflict (variation_id, value) do nothing`);
      [ids] = await queryRows<{ variation_id: number; value_id: number | null }>(db, idsSql);
    }
    return { variationId, valueId: Number(ids!.value_id) };
  }

  return {
    /** The product as it is, its row locked until the transaction ends, so `before` is what a write replaces. */
    lock: (id: number) => reads.one(id, { forUpdate: true }),

    read: (id: number) => reads.one(id),

    /** Which of the ids the body names exist, for messages on the fields that name the others. */
    async references(
      body: Pick<ProductBody, 'category_id' | 'sub_category_id' | 'brand_id' | 'origin_id' | 'choice_ids'>,
    ) {
      // One statement: every save of a product asks it.
      const [row] = await queryRows<{
        categories: { id: number; parent_id: number | null }[];
        brand: boolean;
        origin: boolean;
        choice_ids: number[];
      }>(
        db,
        sql`select
          coalesce((select json_agg(json_build_object('id', c.id, 'parent_id', c.parent_id)) from categories c
            where c.id in (${body.category_id}, ${body.sub_category_id})), '[]'::json) as categories,
          ${body.brand_id}::int is null or exists (select 1 from brands where id = ${body.brand_id}) as brand,
          ${body.origin_id}::int is null or exists (select 1 from origins where id = ${body.origin_id}) as origin,
          coalesce((select array_agg(id) from choice_categories
            where id = any(${sql.param(body.choice_ids)}::int[])), '{}')::int[] as choice_ids`,
      );
      const categories = row!.categories.map((c) => ({
        id: Number(c.id),
        parent_id: c.parent_id === null ? null : Number(c.parent_id),
      }));
      return {
        category: categories.find((c) => c.id === body.category_id),
        subCategory: categories.find((c) => c.id === body.sub_category_id),
        brand: Boolean(row!.brand),
        origin: Boolean(row!.origin),
        choiceIds: new Set(row!.choice_ids.map(Number)),
      };
    },

    /** The product whose current route this is, and the one it is an old route of (either may be none). */
    async routeOwners(route: string): Promise<{ current?: number; old?: number }> {
      const [row] = await queryRows<{ current: number | null; old: number | null }>(
        db,
        sql`select (select id from products where route = ${route}) as current,
          (select product_id from product_old_routes where route = ${route}) as old`,
      );
      return {
        ...(row?.current != null && { current: Number(row.current) }),
        ...(row?.old != null && { old: Number(row.old) }),
      };
    },

    async insert(fields: ProductFields): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into products (name, route, category_id, sub_category_id, brand_id, origin_id, abv, featured_img,
          gallery, is_premium, is_promotion, description, tasting_notes, meta_title, meta_description)
        values (${fields.name}, ${fields.route}, ${fields.category_id}, ${fields.sub_category_id}, ${fields.brand_id},
          ${fields.origin_id}, ${fields.abv}, ${fields.featured_img}, ${JSON.stringify(fields.gallery)}::jsonb,
          ${fields.is_premium}, ${fields.is_promotion}, ${fields.description}, ${fields.tasting_notes},
          ${fields.meta_title}, ${fields.meta_description})
        returning id`,
      );
      return Number(row!.id);
    },

    async update(id: number, fields: ProductFields): Promise<void> {
      await db.execute(sql`
        update products set name = ${fields.name}, route = ${fields.route}, category_id = ${fields.category_id},
          sub_category_id = ${fields.sub_category_id}, brand_id = ${fields.brand_id}, origin_id = ${fields.origin_id},
          abv = ${fields.abv}, featured_img = ${fields.featured_img}, gallery = ${JSON.stringify(fields.gallery)}::jsonb,
          is_premium = ${fields.is_premium}, is_promotion = ${fields.is_promotion}, description = ${fields.description},
          tasting_notes = ${fields.tasting_notes}, meta_title = ${fields.meta_title},
          meta_description = ${fields.meta_description}
        where id = ${id}`);
    },

    /** Keeps `from` answering with a 301 to the product, and `to` (if it was an old route of it) a route again. */
    async moveRoute(id: number, from: string, to: string): Promise<void> {
      await db.execute(sql`delete from product_old_routes where route = ${to} and product_id = ${id}`);
      await db.execute(sql`insert into product_old_routes (route, product_id) values (${from}, ${id})
        on conflict (route) do update set product_id = excluded.product_id, moved_at = now()`);
    },

    /** Writes the sizes in the order given (the first is the default), adding new ones; returns their ids. */
    async writeSizes(productId: number, sizes: readonly ProductSizeInput[]): Promise<number[]> {
      const ids: number[] = [];
      for (const [position, size] of sizes.entries()) {
        const { variationId, valueId } = await sizeValueId(size.value);
        if (size.id) {
          await db.execute(sql`
            update price_variations set variation_id = ${variationId}, variation_value_id = ${valueId},
              price_fils = ${size.price_fils}, offer_price_fils = ${size.offer_price_fils}, stock = ${size.stock},
              pack_size = ${size.pack_size}, cost_fils = ${size.cost_fils}, position = ${position}
            where id = ${size.id} and product_id = ${productId}`);
          ids.push(size.id);
        } else {
          const [row] = await queryRows<{ id: number }>(
            db,
            sql`insert into price_variations (product_id, variation_id, variation_value_id, price_fils,
              offer_price_fils, stock, pack_size, cost_fils, position)
            values (${productId}, ${variationId}, ${valueId}, ${size.price_fils}, ${size.offer_price_fils},
              ${size.stock}, ${size.pack_size}, ${size.cost_fils}, ${position})
            returning id`,
          );
          ids.push(Number(row!.id));
        }
      }
      return ids;
    },

    async removeSizes(productId: number, sizeIds: readonly number[]): Promise<void> {
      if (!sizeIds.length) return;
      await db.execute(sql`delete from price_variations
        where product_id = ${productId} and id = any(${sql.param([...sizeIds])}::int[])`);
    },

    /** Puts the product in exactly these curated lists, at the end of any it joins. */
    async setChoices(productId: number, choiceIds: readonly number[]): Promise<void> {
      await db.execute(sql`delete from choice_products where product_id = ${productId}
        and not (choice_category_id = any(${sql.param([...choiceIds])}::int[]))`);
      for (const choiceId of choiceIds)
        await db.execute(sql`insert into choice_products (choice_category_id, product_id, position)
          values (${choiceId}, ${productId},
            (select coalesce(max(position) + 1, 0) from choice_products where choice_category_id = ${choiceId}))
          on conflict (choice_category_id, product_id) do nothing`);
    },

    async setActive(productId: number, active: boolean): Promise<void> {
      await db.execute(sql`update products set is_active = ${active} where id = ${productId}`);
    },
  };
}

export type StaffProductsRepo = ReturnType<typeof createStaffProductsRepo>;
