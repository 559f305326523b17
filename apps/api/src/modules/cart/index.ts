/**
 * Carts (decision 013), and the parts of an order's statements that read and empty one. What other modules and app.ts
 * may use of it.
 */
export { cartLinesSql, cartTakingSql } from './cart-order-sql.ts';
export type { CartLine } from './cart-order-sql.ts';
export { createCartRepo } from './cart.repo.ts';
export { cartRoutes } from './cart.routes.ts';
export { createCartService } from './cart.service.ts';
