import {
  MOBILE_MIN_DIGITS,
  shopDayEnd,
  shopDayStart,
  STAFF_ORDER_TABS,
  type StaffOrderQuery,
  type StaffOrderTab,
} from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/** One row of the staff queue, as the database answers it. */
export interface QueueRow {
  id: number;
  orderNumber: string;
  state: string;
  version: number;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  customerMobile: string | null;
  fulfilment: 'delivery' | 'pickup';
  payment: string;
  slotStart: string;
  slotEnd: string;
  totalFils: number;
  items: number;
  ageVerified: boolean;
}

/** What the queue's search looks in: the same expression as the trigram index `orders_search_trgm_idx`. */
const ORDER_SEARCH_TEXT = sql.raw(
  `(o.order_number || ' ' || o.customer_name || ' ' || o.customer_email || ' ' || coalesce(o.customer_mobile, ''))`,
);

/** `%…%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A mobile number typed in the search, as the digits every stored mobile (`+` and digits) with it ends in; null when
 * the search is no mobile (letters, or fewer than 7 digits: part of an order number). Staff type a number as the
 * customer says it: with +971 or 00971, or the local way with one leading 0 (`050 123 4567`), or only its last digits.
 */
export function mobileEnding(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < MOBILE_MIN_DIGITS) return null;
  return digits.replace(/^00/, '').replace(/^0/, '');
}

/**
 * The staff queue (issue 25, item 5): the filters, sorting and paging run in the database. A placed order's tab
 * depends on its buyer: verified age (an ID verified and unexpired today) makes it `new`, else `awaiting_id`.
 */
export function createOrdersQueueRepo(db: Database) {
  /** Whether the buyer's age is verified today, for the order `o`. */
  const verified = (today: string) => sql`exists (select 1 from age_checks a where a.user_id = o.user_id
    and a.decision = 'verified' and a.id_expires_on >= ${today}::date)`;
  const tabOf = (today: string) => sql`case o.state
    when 'placed' then case when ${verified(today)} then 'new' else 'awaiting_id' end
    when 'confirmed' then 'to_pack'
    else o.state end`;

  /** Every filter but the tab. */
  function filters(query: StaffOrderQuery): SQL {
    const parts: SQL[] = [sql`true`];
    const ending = query.q ? mobileEnding(query.q) : null;
    if (ending) {
      // The mobiles ending so are those whose reversed text starts so: a range of the index `orders_mobile_ending_idx`
      // (`:` sorts just after the digits).
      const reversed = [...ending].reverse().join('');
      parts.push(sql`(reverse(o.customer_mobile) collate "C") >= ${reversed}`);
      parts.push(sql`(reverse(o.customer_mobile) collate "C") < ${`${reversed}:`}`);
    } else if (query.q) {
      // An order number's digits are looked for without their spacing.
      const term = /^[\d\s()-]+$/.test(query.q) ? query.q.replace(/\D/g, '') : query.q;
      parts.push(sql`${ORDER_SEARCH_TEXT} ilike ${containing(term)}`);
    }
    if (query.from) parts.push(sql`o.created_at >= ${shopDayStart(query.from).toISOString()}`);
    if (query.to) parts.push(sql`o.created_at < ${shopDayEnd(query.to).toISOString()}`);
    if (query.slot_day)
      parts.push(
        sql`o.slot_start >= ${shopDayStart(query.slot_day).toISOString()} and o.slot_start < ${shopDayEnd(query.slot_day).toISOString()}`,
      );
    if (query.fulfilment) parts.push(sql`o.fulfilment = ${query.fulfilment}`);
    if (query.payment) parts.push(sql`o.payment = ${query.payment}`);
    return sql.join(parts, sql` and `);
  }

  function tabFilter(tab: StaffOrderTab | undefined, today: string): SQL {
    switch (tab) {
      case undefined:
        return sql`true`;
      case 'new':
        return sql`o.state = 'placed' and ${verified(today)}`;
      case 'awaiting_id':
        return sql`o.state = 'placed' and not ${verified(today)}`;
      case 'to_pack':
        return sql`o.state = 'confirmed'`;
      default:
        return sql`o.state = ${tab}`;
    }
  }

  const ORDER_BY = {
    newest: sql`o.created_at desc, o.id desc`,
    oldest: sql`o.created_at asc, o.id asc`,
    slot: sql`o.slot_start asc, o.id asc`,
  } as const;

  return {
    /**
     * A page of the queue, the count of all it is a page of, and each tab's count, in one pass: the orders matching
     * the filters are read once (a search's trigram scan is the costly part), counted by tab, then the chosen tab is
     * sorted and paged; the lines and the age check are looked up for the page's rows only. An empty page carries no
     * counts: they are counted apart then.
     */
    async page(
      query: StaffOrderQuery,
      today: string,
    ): Promise<{ rows: QueueRow[]; total: number; counts: Record<StaffOrderTab, number> }> {
      const rows = await queryRows<QueueRow & { total: number; counts: Partial<Record<StaffOrderTab, number>> }>(
        db,
        sql`with matched as materialized (
            select o.id, o.created_at, o.slot_start, ${tabOf(today)} as tab from orders o where ${filters(query)}),
          counted as (select tab, count(*)::int as n from matched group by tab),
          page as (
            select o.id, (count(*) over ())::int as total from matched o
            where ${query.tab ? sql`o.tab = ${query.tab}` : sql`true`}
            order by ${ORDER_BY[query.sort]}
            limit ${query.limit} offset ${(query.page - 1) * query.limit})
        select o.id, o.order_number as "orderNumber", o.state, o.version, o.created_at::text as "createdAt",
          o.customer_name as "customerName", o.customer_email as "customerEmail", o.customer_mobile as "customerMobile",
          o.fulfilment, o.payment, o.slot_start::text as "slotStart", o.slot_end::text as "slotEnd",
          o.total_fils as "totalFils",
          (select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = o.id) as items,
          ${verified(today)} as "ageVerified", page.total,
          (select json_object_agg(tab, n) from counted) as counts
        from page join orders o on o.id = page.id
        order by ${ORDER_BY[query.sort]}`,
      );
      if (!rows.length) {
        const where = sql`${filters(query)} and ${tabFilter(query.tab, today)}`;
        const [[counted], counts] = await Promise.all([
          queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${where}`),
          this.counts(query, today),
        ]);
        return { rows, total: counted?.n ?? 0, counts };
      }
      const counts = Object.fromEntries(STAFF_ORDER_TABS.map((tab) => [tab, rows[0]!.counts[tab] ?? 0]));
      return { rows, total: rows[0]!.total, counts: counts as Record<StaffOrderTab, number> };
    },

    /** Orders in each tab under the same filters: the tabs' badges. */
    async counts(query: StaffOrderQuery, today: string): Promise<Record<StaffOrderTab, number>> {
      const rows = await queryRows<{ tab: StaffOrderTab; n: number }>(
        db,
        sql`select ${tabOf(today)} as tab, count(*)::int as n from orders o where ${filters(query)} group by 1`,
      );
      const counts = Object.fromEntries(STAFF_ORDER_TABS.map((tab) => [tab, 0])) as Record<StaffOrderTab, number>;
      for (const row of rows) counts[row.tab] = row.n;
      return counts;
    },

    async newestId(): Promise<number | null> {
      const [row] = await queryRows<{ id: number | null }>(db, sql`select max(id) as id from orders`);
      return row?.id ?? null;
    },
  };
}

export type OrdersQueueRepo = ReturnType<typeof createOrdersQueueRepo>;
