import { orderPorts } from '../app.ts';
import { unitOfWork } from '../db/transaction.ts';
import { catalogView } from '../modules/catalog/index.ts';
import { createAgeChecksRepo } from '../modules/orders/age-checks.repo.ts';
import { createOrderStatements } from '../modules/orders/order-statements.ts';
import { createOrderPaymentsRepo } from '../modules/orders/order-payments.repo.ts';
import { createOrdersRepo } from '../modules/orders/orders.repo.ts';
import { createRefundsRepo } from '../modules/orders/refunds.repo.ts';
import { createReturnsRepo } from '../modules/orders/returns.repo.ts';
import { createOrdersService, type OrdersServiceDeps } from '../modules/orders/orders.service.ts';
import { createNotifier } from '../notifier/notifier.ts';
import { signUp } from './accounts.ts';
import { shelf, shopper } from './shopping.ts';
import type { TestApp } from './test-app.ts';

/**
 * The orders service wired as app.ts wires it, over the test app's database and catalog, with no messages sent
 * and no announcements; `deps` replaces any part a test watches or changes.
 */
export function ordersService(t: TestApp, deps: Partial<OrdersServiceDeps> = {}) {
  return createOrdersService({
    repo: createOrdersRepo(t.db),
    ages: createAgeChecksRepo(t.db),
    returns: createReturnsRepo(t.db),
    refunds: createRefundsRepo(t.db),
    payments: createOrderPaymentsRepo(t.db),
    onPaymentError: () => {},
    statements: createOrderStatements(t.orderSql),
    transaction: unitOfWork(t.db, orderPorts),
    catalog: () => catalogView(t.app.catalog.current),
    announceStockChange: () => {},
    notifier: createNotifier({ email: { send: async () => {} }, sms: { send: async () => {} } }),
    onDeliveryError: () => {},
    publicBaseUrl: '',
    ...deps,
  });
}

/**
 * A new customer ready to order: one bottle of a wine in the cart, an Emirates ID uploaded, an address and a slot;
 * with a second wine (`other`) to add. Both wines have at least five in stock.
 */
export async function buyerWithCart(t: TestApp) {
  const { headers, user, form } = await signUp(t);
  const me = shopper(t, headers);
  const [wine, other] = (await shelf(t, 'wine')).filter((w) => w.price_variation[0]!.stock >= 5);
  await me.add(wine!, 1);
  await me.uploadEid();
  const customer = { userId: user.id, fullName: String(form.full_name), email: String(form.email), mobile: null };
  return { me, customer, wine: wine!, other: other!, address: await me.address(), slot: await me.slot() };
}
