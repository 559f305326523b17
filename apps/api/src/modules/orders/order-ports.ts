import type { AuditWrite, StaffActor } from '../staff/index.ts';
import type { OrderPaymentsRepo } from './order-payments.repo.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { RefundsRepo } from './refunds.repo.ts';
import type { ReturnsRepo } from './returns.repo.ts';

/**
 * What moving an order (a cancel, a staff move) needs of other features in its transaction, by shape (decision 008:
 * app.ts binds their repositories to the transaction): stock put back, a coupon's use given back, and a staff move's
 * audit entry. Placing an order is one statement of its own (`order-statements.ts`).
 */
export interface OrderPorts {
  orders: OrdersRepo;
  /** Orders' card payments (decision 027), settled with the order's move. */
  payments: OrderPaymentsRepo;
  /** Returns and refunds (decision 028), written with the move that decides them. */
  returns: ReturnsRepo;
  refunds: RefundsRepo;
  /** An unpaid card order's lines go back to its customer's cart. */
  cart: {
    addUpTo(userId: number, productId: number, sizeId: number, qty: number, limit: number): Promise<number | undefined>;
  };
  stock: { give(priceVariationId: number, qty: number): Promise<void> };
  coupons: { release(orderId: number): Promise<void> };
  /** Until when staff verified the buyer's age: a confirmation needs it (issue 25). */
  ages: { verifiedUntil(userId: number, day: string): Promise<string | undefined> };
  /** A staff move's audit entry, written with the move (issue 25). */
  audit: { record(actor: StaffActor, write: AuditWrite): Promise<void> };
}
