import { htmlToText, type ProductListQuery, type ProductOptions, type StaffProduct } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/** The name as text for searching and sorting: stored names may hold HTML (`Alpha <em>Reserve</em>`). */
const NAME_TEXT = sql`lower(regexp_replace(p.name, '<[^>]*>', '', 'g'))`;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface ProductListRow {
  id: number;
  name: string;
  route: string;
  category: string;
  featured_img: string;
  sizes: number;
  price_fils: number | null;
  stock: number | null;
  is_active: boolean;
}

export function whereOf(query: Omit<ProductListQuery, 'page'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.search) {
    const like = `%${likeEscaped(query.search.toLowerCase())}%`;
    conditions.push(sql`(${NAME_TEXT} like ${like} or p.route like ${like})`);
  }
  if (query.state !== 'all') conditions.push(sql`p.is_active = ${query.state === 'active'}`);
  if (query.category_id)
    conditions.push(sql`(p.category_id = ${query.category_id} or p.sub_category_id = ${query.category_id})`);
  return sql.join(conditions, sql` and `);
}

/**
 * What the back office reads of products (issue 26, item 1): straight from the database, archived ones too, with the
 * HTML as staff wrote it and every size with its cost. The read model serves only what is on sale.
 */
export function createStaffProductReads(db: Database) {
  return {
    async page(
      query: Omit<ProductListQuery, 'page'>,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ProductListRow[]; total: number }> {
      const where = whereOf(query);
      const [rows, [count]] = await Promise.all([
        queryRows<ProductListRow>(
          db,
          sql`
          select p.id, p.name, p.route, c.title as category, p.featured_img, p.is_active,
            (select count(*)::int from price_variations pv where pv.product_id = p.id) as sizes,
            (select pv.price_fils from price_variations pv where pv.product_id = p.id
              order by pv.position, pv.id limit 1) as price_fils,
            (select sum(pv.stock)::int from price_variations pv where pv.product_id = p.id) as stock
          from products p join categories c on c.id = p.category_id
          where ${where}
          order by ${NAME_TEXT}, p.id
          limit ${page.limit} offset ${page.offset}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /**
     * One product as the editor opens it, or undefined. `forUpdate` also locks its row until the transaction ends, so
     * what is read is what a write replaces.
     */
    async one(id: number, { forUpdate = false } = {}): Promise<StaffProduct | undefined> {
      const [p] = await queryRows<Record<string, unknown>>(
        db,
        sql`
        select p.*,
          coalesce((select array_agg(cp.choice_category_id order by cp.choice_category_id)
            from choice_products cp where cp.product_id = p.id), '{}')::int[] as choice_ids,
          coalesce((select array_agg(r.route order by r.moved_at desc, r.route)
            from product_old_routes r where r.product_id = p.id), '{}')::text[] as old_routes
        from products p where p.id = ${id}${forUpdate ? sql` for update of p` : sql``}`,
      );
      if (!p) return undefined;
      const sizes = await queryRows<StaffProduct['sizes'][number]>(
        db,
        sql`
        select pv.id, vv.value, pv.price_fils, pv.offer_price_fils, pv.discount_price_fils, pv.stock, pv.pack_size,
          pv.cost_fils, exists (select 1 from order_lines ol where ol.price_variation_id = pv.id) as in_orders
        from price_variations pv join variation_values vv on vv.id = pv.variation_value_id
        where pv.product_id = ${id}
        order by pv.position, pv.id`,
      );
      return {
        id: Number(p.id),
        name: String(p.name),
        route: String(p.route),
        old_routes: p.old_routes as string[],
        category_id: Number(p.category_id),
        sub_category_id: p.sub_category_id === null ? null : Number(p.sub_category_id),
        brand_id: p.brand_id === null ? null : Number(p.brand_id),
        origin_id: p.origin_id === null ? null : Number(p.origin_id),
        abv: p.abv === null ? null : Number(p.abv),
        featured_img: String(p.featured_img),
        gallery: (p.gallery as string[] | null) ?? [],
        is_premium: Boolean(p.is_premium),
        is_promotion: Boolean(p.is_promotion),
        choice_ids: (p.choice_ids as number[]).map(Number),
        description: String(p.description),
        tasting_notes: String(p.tasting_notes),
        meta_title: String(p.meta_title),
        meta_description: String(p.meta_description),
        archived: !p.is_active,
        created_at: new Date(String(p.created_at)).toISOString(),
        sizes: sizes.map((s) => ({
          id: Number(s.id),
          value: s.value,
          price_fils: Number(s.price_fils),
          offer_price_fils: Number(s.offer_price_fils),
          discount_price_fils: Number(s.discount_price_fils),
          stock: Number(s.stock),
          pack_size: Number(s.pack_size),
          cost_fils: Number(s.cost_fils),
          in_orders: Boolean(s.in_orders),
        })),
      };
    },

    /** What the editor's pickers offer, names as text. */
    async options(): Promise<ProductOptions> {
      const [categories, brands, origins, choices] = await Promise.all([
        queryRows<{ id: number; title: string; parent_id: number | null }>(
          db,
          sql`select id, title, parent_id from categories order by position, id`,
        ),
        queryRows<{ id: number; name: string }>(db, sql`select id, name from brands order by lower(name), id`),
        queryRows<{ id: number; country: string; region: string | null }>(
          db,
          sql`select id, country, region from origins order by country, region nulls first, id`,
        ),
        queryRows<{ id: number; title: string }>(
          db,
          sql`select id, title from choice_categories order by position, id`,
        ),
      ]);
      return {
        categories: categories.map((c) => ({
          id: Number(c.id),
          name: htmlToText(c.title),
          parent_id: c.parent_id === null ? null : Number(c.parent_id),
        })),
        brands: brands.map((b) => ({ id: Number(b.id), name: b.name })),
        origins: origins.map((o) => ({ id: Number(o.id), name: o.region ? `${o.country}, ${o.region}` : o.country })),
        choices: choices.map((c) => ({ id: Number(c.id), name: htmlToText(c.title) })),
      };
    },
  };
}

export type StaffProductReads = ReturnType<typeof createStaffProductReads>;
export type { ProductListRow };
