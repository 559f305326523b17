import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env.ts';
import { every } from '../../lib/hourly.ts';
import { createPaymentProviders } from '../payments/index.ts';
import type { CardPayments } from './card-payments.ts';
import { CARD_RETURN_PATH, cardPaymentsRoutes } from './card-payments.routes.ts';
import type { OrdersServiceDeps } from './orders.service.ts';
import type { Refunds } from './refunds.ts';

/** Card payment online for the orders service, when the settings offer N-Genius; undefined otherwise. */
export function cardPaymentsFrom(
  env: Env,
  apiPrefix: string,
  onError: (err: unknown) => void,
): OrdersServiceDeps['card'] {
  if (!env.PAYMENT_PROVIDERS.includes('ngenius')) return undefined;
  return {
    providers: createPaymentProviders(env),
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    secret: env.AUTH_SECRET,
    returnPath: `${apiPrefix}${CARD_RETURN_PATH}`,
    onError,
  };
}

/**
 * Card payments' routes and their reconciliation job (decision 027): each minute, and a moment after the start, every
 * pending payment is read from the gateway (the webhook that never came) and those past their hold expire. Every
 * replica runs it; each payment is claimed by one run at a time (`claimDue`) and settled once whoever reads it. Card
 * refunds still pending (the gateway was down) are retried by the same job.
 */
export const cardPaymentsModule: FastifyPluginAsync<{
  card: CardPayments;
  refunds: Refunds;
  publicBaseUrl: string;
  reconcileMs: number;
}> = async (app, { card, refunds, publicBaseUrl, reconcileMs }) => {
  await app.register(cardPaymentsRoutes, { card, publicBaseUrl });
  // A payment one run claimed is left to it for half a period: another replica's run then asks about the rest.
  const reconcile = () => card.reconcile(reconcileMs / 2000);
  // Card refunds the gateway was down for are asked about again, reading the payment first (decision 028).
  const jobs = { cardPayments: reconcile, refunds: () => refunds.reconcile() };
  const stop = every(reconcileMs, jobs, app.log, Math.min(reconcileMs, 1000));
  app.addHook('onClose', async () => stop());
};
