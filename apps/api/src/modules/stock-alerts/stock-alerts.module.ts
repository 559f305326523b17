import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { unitOfWork } from '../../db/transaction.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { type CatalogReadModel, catalogView } from '../catalog/index.ts';
import { createStockAlertsRepo } from './stock-alerts.repo.ts';
import { stockAlertsRoutes } from './stock-alerts.routes.ts';
import { createStockAlertsService } from './stock-alerts.service.ts';

/**
 * A safety net beside the catalog's change listener: catches what no change told this replica about (stock that
 * returned while it was starting, a request made just as its size was restocked elsewhere).
 */
export const STOCK_ALERT_SWEEP_MS = 5 * 60_000;
const FIRST_SWEEP_MS = 15_000;

export interface StockAlertsModuleOptions {
  db: Database;
  catalog: CatalogReadModel;
  notifier: Notifier;
  accountEmail: (userId: number) => Promise<string | undefined>;
  publicBaseUrl: string;
}

/**
 * Back-in-stock alerts, wired (decision 017): the call, the claim after every catalog change this replica applies
 * that brings a size back in stock (any write: staff, a cancel, the order tooling, a command, another replica) and
 * the sweep. Registered in the API's scope, so its close hook runs before the notifier and the catalog stop.
 */
export const stockAlertsModule: FastifyPluginAsync<StockAlertsModuleOptions> = async (
  app,
  { db, catalog, notifier, accountEmail, publicBaseUrl },
) => {
  const alerts = createStockAlertsService({
    repo: createStockAlertsRepo(db),
    transaction: unitOfWork(db, createStockAlertsRepo),
    catalog: () => catalogView(catalog.current),
    accountEmail,
    notifier,
    publicBaseUrl,
    onError: (err, what) => app.log.error({ err }, what),
  });
  let open = true;
  // The read model may apply one more change while the server stops; the claim waits for the next start then.
  catalog.onChange((change) => {
    if (open) alerts.onCatalogChange(change);
  });
  const first = setTimeout(() => alerts.sendSoon(null), FIRST_SWEEP_MS);
  const sweep = setInterval(() => alerts.sendSoon(null), STOCK_ALERT_SWEEP_MS);
  first.unref();
  sweep.unref();
  app.addHook('onClose', async () => {
    open = false;
    clearTimeout(first);
    clearInterval(sweep);
    await alerts.drain();
  });
  await app.register(stockAlertsRoutes, { alerts });
};
