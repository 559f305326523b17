import type { judgeCoupon } from '../coupons/coupon-rules.ts';
import type { OrdersRepo } from './orders.repo.ts';

/**
 * What an order's transaction needs of other features, by shape (decision 008: app.ts binds their repositories to
 * the transaction): the cart's lines, the catalog's stock and the coupons.
 */
export interface OrderPorts {
  orders: OrdersRepo;
  cart: {
    /** Empties the user's cart and returns its lines (put back if the transaction rolls back). */
    takeAll(userId: number): Promise<Array<{ id: number; productId: number; priceVariationId: number; qty: number }>>;
  };
  stock: {
    /** The sizes taken, by price variation id; a size missing from the answer had too few left (nothing taken). */
    takeAll(wanted: ReadonlyArray<{ productId: number; priceVariationId: number; qty: number }>): Promise<Map<number, { priceFils: number; offerPriceFils: number; discountPriceFils: number }>>;
    give(priceVariationId: number, qty: number): Promise<void>;
    stockOf(priceVariationId: number): Promise<number>;
  };
  coupons: {
    findByCode(code: string, lock?: boolean): Promise<Parameters<typeof judgeCoupon>[0]>;
    uses(couponId: number, userId: number): Promise<{ total: number; mine: number }>;
    redeem(couponId: number, userId: number, orderId: number): Promise<void>;
    release(orderId: number): Promise<void>;
  };
}

/** A saved address as an order copies it (read before the order's transaction: the order keeps its own copy). */
export interface OrderAddress {
  addressType: string; fullName: string; email: string | null; mobile: string; country: string; state: string | null; city: string;
  postalCode: string | null; addressLine1: string; addressLine2: string | null;
}
