import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { EidStore } from './eid-store.ts';
import type { Seller } from './seller.ts';
import { createOrdersStaff } from './orders-staff.service.ts';
import type { OrdersService } from './orders.service.ts';
import { staffDocumentRoutes } from './staff-documents.routes.ts';
import { staffIdRoutes } from './staff-id.routes.ts';
import { staffRoutes } from './staff.routes.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { staffReturnsRoutes } from './staff-returns.routes.ts';

export interface OrdersStaffModuleOptions {
  db: Database;
  orders: OrdersService;
  eids: EidStore;
  seller: Seller;
  /** Where the staff calls are (`/api/v1/staff`), for the links to ID files. */
  staffBase: string;
  /** The shop's public address (`PUBLIC_BASE_URL`), for the link to the customer's orders in a rejection. */
  publicBaseUrl: string;
  secret: string;
  notifier: Notifier;
  onDeliveryError: (err: unknown) => void;
}

/**
 * The orders' staff calls (issue 25), registered inside the staff scope: the queue and one order with its moves, proof
 * of age, the order's papers, and returns and refunds (decision 028).
 */
export async function ordersStaffModule(scope: FastifyInstance, options: OrdersStaffModuleOptions): Promise<void> {
  const staffOrders = createOrdersStaff(options);
  await scope.register(staffRoutes, { orders: options.orders, staffOrders });
  await scope.register(staffIdRoutes, { staffOrders });
  await scope.register(staffDocumentRoutes, { staffOrders, seller: options.seller });
  await scope.register(staffReturnsRoutes, {
    orders: options.orders,
    repo: createOrdersRepo(options.db),
    seller: options.seller,
  });
}
