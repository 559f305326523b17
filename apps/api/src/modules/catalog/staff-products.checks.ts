import {
  PRODUCT_MESSAGES as M,
  type AuditEntry,
  type PriceChange,
  type PriceHistory,
  type ProductSizeInput,
  type StaffPermission,
  type StaffProduct,
} from '@shop/shared';
import { AppError } from '../../lib/errors.ts';
import type { AuditWrite } from '../staff/index.ts';

/** Whether the caller's role has a permission: prices and stock need their own besides `catalog:write`. */
export type Can = (permission: StaffPermission) => boolean;

type Prices = { price_fils: number; offer_price_fils: number };
type StoredSize = StaffProduct['sizes'][number];

/**
 * Fields a role may not set, each with why: a price, offer price or cost set or changed needs `pricing:write`, a
 * stock set or changed `stock:write` (the editor has neither). A new size's price is a price set; its stock of 0 is
 * no stock set.
 */
export function sizePermissionProblems(
  before: Pick<StaffProduct, 'sizes'> | undefined,
  sizes: readonly ProductSizeInput[],
  can: Can,
): Record<string, string[]> {
  const known = new Map(before?.sizes.map((s) => [s.id, s]));
  const problems: Record<string, string[]> = {};
  sizes.forEach((size, i) => {
    const was: Partial<StoredSize> = (size.id !== undefined && known.get(size.id)) || {};
    const isNew = was.id === undefined;
    if (!can('pricing:write')) {
      if (isNew || size.price_fils !== was.price_fils) problems[`sizes.${i}.price_fils`] = [M.pricingForbidden];
      if (isNew ? size.offer_price_fils !== 0 : size.offer_price_fils !== was.offer_price_fils)
        problems[`sizes.${i}.offer_price_fils`] = [M.pricingForbidden];
      if (isNew ? size.cost_fils !== 0 : size.cost_fils !== was.cost_fils)
        problems[`sizes.${i}.cost_fils`] = [M.pricingForbidden];
    }
    if (!can('stock:write') && (isNew ? size.stock !== 0 : size.stock !== was.stock))
      problems[`sizes.${i}.stock`] = [M.stockForbidden];
  });
  return problems;
}

/** A 403 naming the fields the role may not set, when there are any. */
export function refusedFields(problems: Record<string, string[]>): void {
  if (!Object.keys(problems).length) return;
  const onlyPrices = Object.values(problems).every((messages) => messages.includes(M.pricingForbidden));
  throw new AppError(403, 'STAFF_FORBIDDEN', onlyPrices ? M.pricingForbidden : M.stockForbidden, problems);
}

const pricesOf = (s: StoredSize | undefined): Prices | null =>
  s ? { price_fils: s.price_fils, offer_price_fils: s.offer_price_fils } : null;

/**
 * The price history's entries of a write (entity `product_price`, one per size whose price or offer price was set,
 * changed or removed with its size), beside the product's own entry.
 */
export function priceChangesOf(before: StaffProduct | undefined, after: StaffProduct): AuditWrite[] {
  const was = new Map(before?.sizes.map((s) => [s.id, s]));
  const is = new Map(after.sizes.map((s) => [s.id, s]));
  const changes: AuditWrite[] = [];
  for (const id of new Set([...was.keys(), ...is.keys()])) {
    const [from, to] = [pricesOf(was.get(id)), pricesOf(is.get(id))];
    if (from && to && from.price_fils === to.price_fils && from.offer_price_fils === to.offer_price_fils) continue;
    const size = (is.get(id) ?? was.get(id))!.value;
    changes.push({
      action: 'price.set',
      entity: 'product_price',
      entityId: after.id,
      before: from && { size_id: id, size, ...from },
      after: to && { size_id: id, size, ...to },
    });
  }
  return changes;
}

function prices(value: Record<string, unknown> | null): Prices | null {
  if (!value) return null;
  return { price_fils: Number(value.price_fils), offer_price_fils: Number(value.offer_price_fils) };
}

/** The price history as the product page shows it, from the audit entries `priceChangesOf` made. */
export function priceHistoryOf(entries: readonly AuditEntry[]): PriceHistory {
  const changes: PriceChange[] = entries.map((entry) => ({
    id: entry.id,
    at: entry.at,
    actor: entry.actor,
    size: String((entry.after ?? entry.before)?.size ?? ''),
    before: prices(entry.before),
    after: prices(entry.after),
  }));
  return { changes };
}
