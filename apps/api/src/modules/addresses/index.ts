/**
 * A customer's saved addresses (spec 7), and the part of an order's statement that copies one. What other modules and
 * app.ts may use of it.
 */
export { addressCopySql } from './address-order-sql.ts';
export type { AddressCopy } from './address-order-sql.ts';
export { createAddressesRepo } from './addresses.repo.ts';
export { addressesRoutes } from './addresses.routes.ts';
export { addressBookReader, addressesService, createAddressesService } from './addresses.service.ts';
