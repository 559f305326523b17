import {
  ACCOUNT_MESSAGES,
  displayedPrice,
  findSlot,
  htmlToText,
  nextSlot,
  ORDER_MESSAGES,
  priceOrder,
  type MakeOrderBody,
} from '@shop/shared';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors.ts';
import type { AccountContact } from '../auth/index.ts';
import { type CatalogView, sizePriceFils } from '../catalog/index.ts';
import { couponCategoriesOf, judgeCoupon } from '../coupons/index.ts';
import { assertAgeProof, assertOfAge, EID_BY_FILE_NAME_MINUTES, MAX_INT_COLUMN, namedEid } from './order-eid.ts';
import type { OrderStatements } from './order-statements.ts';
import type { NewOrderLine, OrderRow } from './orders.repo.ts';

/**
 * Writing one order from the cart (issue 9, decision 020): the make-order's read and its transaction, with every
 * check that can refuse it. `orders.service.ts` calls it and answers retries; this file is the order's write alone.
 */

/** Who orders: their account, and the name, e-mail and mobile the order records and its messages go to. */
export type Customer = AccountContact & { userId: number };

/** The cart changed between the order's reading it and writing it: the order is priced again. */
export class CartChanged extends Error {}

/** A make-order's `Idempotency-Key` with the fingerprint of what it asked (`requestFingerprint`). */
export interface Idempotency {
  key: string;
  hash: string;
}

export interface OrderWriterDeps {
  statements: OrderStatements;
  catalog: () => CatalogView;
  now: () => Date;
}

/** The order written from the cart in one transaction, or a refusal (nothing written). */
export async function writeOrder(
  deps: OrderWriterDeps,
  customer: Customer,
  body: MakeOrderBody,
  idempotency: Idempotency | undefined,
): Promise<OrderRow> {
  const { statements, catalog, now } = deps;
  const { userId } = customer;
  const fulfilment = body.fulfilment ?? body.shipping_type ?? 'delivery';
  const addressId = fulfilment === 'delivery' ? (body.address_id ?? body.billing_address_id) : undefined;
  const payment = body.payment ?? body.payment_type ?? 'cash';
  // What the order needs to know besides its prices, read in one statement while its transaction starts: the cart,
  // the customer's proof of age (issue 9: a first order needs an Emirates ID; a named upload must be the customer's
  // own) and the address, which the order copies.
  const named = namedEid(body.eid);
  const facts = statements.checkoutFacts(
    userId,
    named.by === 'id' ? { id: named.id } : named.by === 'fileName' ? { recentMinutes: EID_BY_FILE_NAME_MINUTES } : {},
    addressId,
  );
  facts.catch(() => {}); // awaited in the transaction; should that fail to start, its own failure is the answer
  // The transaction asks for its connection on the next turn of the event loop, when the read above is already in
  // the pool's queue: one that held a connection while its read waited behind it could wait for ever.
  await new Promise((resolve) => setImmediate(resolve));

  const s = catalog();
  return statements.transaction(async (tx) => {
    // Any refusal below throws, so everything written so far (the order, its stock, a coupon use, the emptied cart)
    // is rolled back.
    const { cart, eidId, provenBefore, address, dob, blocked } = await facts;
    if (blocked) throw new ForbiddenError(ACCOUNT_MESSAGES.accountBlocked, 'ACCOUNT_BLOCKED');
    assertOfAge(dob, now());
    if (fulfilment === 'delivery' && !address)
      throw new ValidationError(ORDER_MESSAGES.needsAddress, { address_id: [ORDER_MESSAGES.needsAddress] });
    // No slot named (the spec's client has no slot step): the soonest one the storefront would offer now.
    const slot = body.slot === undefined ? nextSlot(now(), fulfilment) : findSlot(now(), fulfilment, body.slot);
    if (!slot) throw new ValidationError(ORDER_MESSAGES.slotGone, { slot: [ORDER_MESSAGES.slotGone] });
    assertAgeProof(named, eidId !== undefined, provenBefore);
    if (!cart.length) throw new ValidationError(ORDER_MESSAGES.emptyCart);

    // Priced from the catalog in memory; the stock is taken by the statement that writes the order (below), which
    // locks the sizes and answers their prices in the database, and any difference refuses the order: what is
    // charged is what the shop has. Taking stock at the end keeps the busiest rows locked for the shortest time.
    const lines: (NewOrderLine & { categoryIds: number[] })[] = cart.map((item) => {
      const found = s.size(item.productId, item.priceVariationId);
      if (!found) throw new ConflictError(ORDER_MESSAGES.outOfStock('This product', 0));
      const unitFils = sizePriceFils(found.size);
      return {
        productId: item.productId,
        priceVariationId: item.priceVariationId,
        name: found.product.card.name,
        route: found.product.route,
        size: found.size.value,
        image: found.product.card.featured_img,
        unitFils,
        qty: item.qty,
        lineFils: unitFils * item.qty,
        isWine: s.isWine(found.product),
        categoryIds: couponCategoriesOf(s, found.product),
      };
    });
    const pricing = lines.map((l) => ({
      unitFils: l.unitFils,
      qty: l.qty,
      isWine: l.isWine,
      categoryIds: l.categoryIds,
    }));
    const priced = priceOrder({ lines: pricing, fulfilment });
    // The order's figures are integer columns: an order past what they hold is one for the shop's staff, not a crash.
    if (priced.subtotalFils > MAX_INT_COLUMN) throw new ValidationError(ORDER_MESSAGES.tooLarge);
    let couponRule = null;
    let couponId: number | undefined;
    if (body.coupon) {
      const coupon = await tx.coupons.findByCode(body.coupon);
      const judged = judgeCoupon(
        coupon,
        coupon ? await tx.coupons.uses(coupon.id, userId) : { total: 0, mine: 0, earlierOrders: 0 },
        userId,
        pricing,
        now(),
      );
      if (!judged.ok) throw new ValidationError(judged.message, { coupon: [judged.message] });
      couponRule = judged.rule;
      couponId = coupon!.id;
    }
    const totals = priceOrder({ lines: pricing, fulfilment, coupon: couponRule });
    const placed = await tx.place(
      {
        userId,
        idempotencyKey: idempotency?.key ?? null,
        idempotencyHash: idempotency?.hash ?? null,
        // Paid online, it waits for the gateway's word with its stock and coupon held (decision 027).
        state: payment === 'online' ? 'awaiting_payment' : 'placed',
        fulfilment,
        notes: body.notes || null,
        address: address
          ? {
              address_type: address.addressType,
              full_name: address.fullName,
              email: address.email,
              mobile: address.mobile,
              country: address.country,
              state: address.state,
              city: address.city,
              postal_code: address.postalCode,
              address_line1: address.addressLine1,
              address_line2: address.addressLine2,
            }
          : null,
        slotStart: slot.start,
        slotEnd: slot.end,
        payment,
        customerName: customer.fullName,
        customerEmail: customer.email ?? '',
        customerMobile: customer.mobile,
        subtotalFils: totals.subtotalFils,
        offerDiscountFils: totals.offerDiscountFils,
        couponDiscountFils: totals.couponDiscountFils,
        shippingFils: totals.shippingFils,
        totalFils: totals.totalFils,
        vatFils: totals.vatFils,
        couponCode: couponRule ? body.coupon!.toUpperCase() : null,
        eidDocumentId: eidId ?? null,
        eidProvided: eidId !== undefined || provenBefore,
      },
      lines,
      cart,
    );
    if (!placed.cartUnchanged) throw new CartChanged();

    const { order, taken } = placed;
    const short = cart.find((item) => !taken.has(item.priceVariationId));
    if (short) {
      const name = s.size(short.productId, short.priceVariationId)?.product.card.name ?? 'This product';
      throw new ConflictError(ORDER_MESSAGES.outOfStock(htmlToText(name), await tx.stockOf(short.priceVariationId)));
    }
    const repriced = lines.some((line) => {
      const held = taken.get(line.priceVariationId!)!;
      return (
        displayedPrice({
          price: held.priceFils,
          offer_price: held.offerPriceFils,
          discount_price: held.discountPriceFils,
        }) !== line.unitFils
      );
    });
    if (repriced) throw new ConflictError(ORDER_MESSAGES.pricesChanged);
    if (couponId !== undefined) await tx.coupons.redeem(couponId, userId, order.id);
    return order;
  });
}
