import type { AuditWrite, StaffActor } from '../staff/index.ts';
import type { OrdersRepo } from './orders.repo.ts';

/**
 * What moving an order (a cancel, a staff move) needs of other features in its transaction, by shape (decision 008:
 * app.ts binds their repositories to the transaction): stock put back, a coupon's use given back, and a staff move's
 * audit entry. Placing an order is one statement of its own (`order-statements.ts`).
 */
export interface OrderPorts {
  orders: OrdersRepo;
  stock: { give(priceVariationId: number, qty: number): Promise<void> };
  coupons: { release(orderId: number): Promise<void> };
  /** Until when staff verified the buyer's age: a confirmation needs it (issue 25). */
  ages: { verifiedUntil(userId: number, day: string): Promise<string | undefined> };
  /** A staff move's audit entry, written with the move (issue 25). */
  audit: { record(actor: StaffActor, write: AuditWrite): Promise<void> };
}
