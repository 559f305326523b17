import type { OrdersRepo } from './orders.repo.ts';

/**
 * What moving an order (a cancel, a staff move) needs of other features in its transaction, by shape (decision 008:
 * app.ts binds their repositories to the transaction): stock put back and a coupon's use given back. Placing an order
 * is one statement of its own (`order-statements.ts`).
 */
export interface OrderPorts {
  orders: OrdersRepo;
  stock: { give(priceVariationId: number, qty: number): Promise<void> };
  coupons: { release(orderId: number): Promise<void> };
}
