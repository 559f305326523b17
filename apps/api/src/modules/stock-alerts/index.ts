/**
 * Back-in-stock alerts (decision 017). What other modules and app.ts may use of it.
 */
export { stockAlertsModule } from './stock-alerts.module.ts';
export { createStockAlertsRepo } from './stock-alerts.repo.ts';
