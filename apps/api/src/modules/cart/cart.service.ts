import {
  CART_MESSAGES,
  COMMERCE_MESSAGES,
  filsToAed,
  MAX_LINE_QTY,
  priceOrder,
  type AddToCartBody,
  type BodyStatus,
  type CartItem,
  type CartResponse,
  type PricingLine,
  type UpdateCartBody,
} from '@shop/shared';
import { ValidationError } from '../../lib/errors.ts';
import { assertOwnUser } from '../../lib/ownership.ts';
import { type CatalogView, presentLineProduct, type ProductSize, sizePriceFils } from '../catalog/index.ts';
import { couponCategoriesOf } from '../coupons/index.ts';
import type { CartRepo, CartRow } from './cart.repo.ts';

export interface CartServiceDeps {
  repo: CartRepo;
  /** The catalog as it is now: what exists, its sizes, prices and stock. */
  catalog: () => CatalogView;
  /** Which of these sizes the database itself has on sale now. */
  onSale: (priceVariationIds: readonly number[]) => Promise<Set<number>>;
}

const refusal = (message: string): BodyStatus => ({ status: 404, message });

/** A cart line with its product and size as the catalog has them now. */
interface LiveLine {
  row: CartRow;
  found: ProductSize;
}

/**
 * The cart (spec sections 4, 7 and 8; issue 9): lines of sizes with quantities, within the stock of each size,
 * priced from the catalog with the shared rules every time they are shown.
 */
export function createCartService({ repo, catalog, onSale }: CartServiceDeps) {
  /**
   * The user's lines still on sale. A line this replica's catalog does not know is removed only when the database
   * agrees its product or size went away: a catalog a moment behind another replica's (a product just put on sale)
   * hides the line until it catches up, and never deletes it.
   */
  async function liveLines(userId: number): Promise<LiveLine[]> {
    const s = catalog();
    const rows = await repo.list(userId);
    const live: LiveLine[] = [];
    const unknown: CartRow[] = [];
    for (const row of rows) {
      const found = s.size(row.productId, row.priceVariationId);
      if (found) live.push({ row, found });
      else unknown.push(row);
    }
    if (unknown.length) {
      const selling = await onSale(unknown.map((row) => row.priceVariationId));
      await repo.removeMany(
        userId,
        unknown.filter((row) => !selling.has(row.priceVariationId)).map((row) => row.id),
      );
    }
    return live;
  }

  /** The lines as the pricing rules take them, with the categories a coupon reads. */
  function pricingLines(s: CatalogView, lines: LiveLine[]): PricingLine[] {
    return lines.map(({ row, found }) => ({
      unitFils: sizePriceFils(found.size),
      qty: row.qty,
      isWine: s.isWine(found.product),
      categoryIds: couponCategoriesOf(s, found.product),
    }));
  }

  return {
    /** The cart's lines as the pricing rules take them: what a coupon is judged and priced on. */
    async pricingLines(userId: number): Promise<PricingLine[]> {
      const s = catalog();
      return pricingLines(s, await liveLines(userId));
    },

    /** `POST /auth/carts`: a refusal the spec's client shows as a warning comes back as body status 404. */
    async add(userId: number, body: AddToCartBody): Promise<BodyStatus> {
      assertOwnUser(userId, body.user_id);
      const found = catalog().findSize(body.product_id, body.product_variation_id, body.product_value_id);
      if (!found) return refusal(COMMERCE_MESSAGES.noSuchProduct);
      const { size } = found;
      if (size.stock <= 0) return refusal(CART_MESSAGES.outOfStock);
      // A line holds what is in stock, and never more than MAX_LINE_QTY, however many adds it takes.
      const lineQty = await repo.addUpTo(
        userId,
        found.product.id,
        size.id,
        body.qty,
        Math.min(size.stock, MAX_LINE_QTY),
      );
      if (lineQty === undefined)
        return refusal(
          size.stock > MAX_LINE_QTY
            ? COMMERCE_MESSAGES.lineFull(MAX_LINE_QTY)
            : COMMERCE_MESSAGES.notEnoughStock(size.stock),
        );
      return { status: 200, message: CART_MESSAGES.added };
    },

    /** `POST /auth/update-cart`: every quantity must fit its size's stock, or nothing changes. */
    async update(userId: number, body: UpdateCartBody): Promise<BodyStatus> {
      assertOwnUser(userId, body.user_id);
      const lines = new Map((await liveLines(userId)).map((l) => [l.row.id, l]));
      for (const { cart_id: cartId, qty } of body.cart) {
        const line = lines.get(cartId);
        if (!line) throw new ValidationError('This cart has no such line.', { cart: ['This cart has no such line.'] });
        if (qty > line.found.size.stock) {
          const message =
            line.found.size.stock <= 0
              ? CART_MESSAGES.outOfStock
              : COMMERCE_MESSAGES.notEnoughStock(line.found.size.stock);
          throw new ValidationError(message, { cart: [message] });
        }
      }
      await repo.setQuantities(
        userId,
        body.cart.map((l) => ({ cartId: l.cart_id, qty: l.qty })),
      );
      return { status: 200, message: COMMERCE_MESSAGES.cartUpdated };
    },

    /** `DELETE /auth/remove-cart/{id}`: only the user's own line. */
    async remove(userId: number, cartId: number): Promise<BodyStatus> {
      return (await repo.remove(userId, cartId))
        ? { status: 200, message: CART_MESSAGES.removed }
        : refusal('This cart has no such line.');
    },

    /**
     * `GET /auth/carts/{id}`: the lines, their subtotal and what the cart page shows below them; body status 404 when
     * empty.
     */
    async show(userId: number, claimedUserId: number): Promise<CartResponse> {
      assertOwnUser(userId, claimedUserId);
      const s = catalog();
      const lines = await liveLines(userId);
      if (!lines.length) return { status: 404, message: CART_MESSAGES.empty };
      const cart: CartItem[] = lines.map(({ row, found }) => ({
        cart_id: row.id,
        qty: row.qty,
        ...presentLineProduct(found),
        line_total: filsToAed(sizePriceFils(found.size) * row.qty),
        is_wine: s.isWine(found.product),
      }));
      const totals = priceOrder({ lines: pricingLines(s, lines), fulfilment: 'delivery' });
      return {
        status: 200,
        data: {
          cart,
          total: filsToAed(totals.subtotalFils),
          summary: {
            subtotal: filsToAed(totals.subtotalFils),
            offer_discount: filsToAed(totals.offerDiscountFils),
            shipping: filsToAed(totals.shippingFils),
            total: filsToAed(totals.totalFils),
            vat: filsToAed(totals.vatFils),
            items: lines.reduce((n, l) => n + l.row.qty, 0),
          },
        },
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
