/**
 * Orders: placing one (decision 020), tracking, invoices, Emirates IDs and the staff moves (decisions 013, 014, 019).
 * What other modules and app.ts may use of it.
 */
export { ageProofReader, createAgeChecksRepo } from './age-checks.repo.ts';
export { createEidStore, sweepExpiredEids } from './eid-store.ts';
export { sellerFrom, type Seller } from './seller.ts';
// The tax invoice's layout, which the quotation's PDF shares.
export * as documentLayout from './document-layout.ts';
export type { OrderPorts } from './order-ports.ts';
export { createOrderStatements } from './order-statements.ts';
export { createOrdersRepo } from './orders.repo.ts';
export { createOrderPaymentsRepo } from './order-payments.repo.ts';
export { createRefundsRepo } from './refunds.repo.ts';
export { createReturnsRepo } from './returns.repo.ts';
export { ordersRoutes } from './orders.routes.ts';
export { cardPaymentsFrom, cardPaymentsModule } from './card-payments.module.ts';
export { createOrdersService } from './orders.service.ts';
export { ordersStaffModule } from './orders-staff.module.ts';
