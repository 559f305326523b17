import type { Env } from '../../config/env.ts';
import type { StandInGateway } from './stand-in/stand-in-gateway.ts';
import { parseWebhookHeader } from './ngenius-webhook.ts';

/** The stand-in's made-up credentials, when the settings name none: it checks them as the gateway would. */
const STAND_IN_KEY = 'stand-in-api-key';
const STAND_IN_OUTLET = 'stand-in-outlet';

/**
 * Development and tests with card payment offered but no gateway named (`PAYMENT_PROVIDERS` lists `ngenius`,
 * `NGENIUS_API_URL` is unset): starts the stand-in gateway in this process and answers the settings pointing at it,
 * its webhooks posted to `webhookUrl`. Otherwise the settings as they were. Production never gets here: its settings
 * require a gateway, and refuse a local one.
 */
export async function withStandInGateway(
  env: Env,
  webhookUrl: string | undefined,
): Promise<{ env: Env; gateway?: StandInGateway }> {
  if (env.NODE_ENV === 'production' || !env.PAYMENT_PROVIDERS.includes('ngenius') || env.NGENIUS_API_URL)
    return { env };
  // Loaded only here, so a server whose settings name a gateway never starts one.
  const { startStandInGateway } = await import('./stand-in/stand-in-gateway.ts');
  const options = {
    apiKey: env.NGENIUS_API_KEY ?? STAND_IN_KEY,
    outletRef: env.NGENIUS_OUTLET_REF ?? STAND_IN_OUTLET,
    webhookUrl: env.GATEWAY_STAND_IN_WEBHOOK_URL ?? webhookUrl,
    webhookHeader: parseWebhookHeader(env.NGENIUS_WEBHOOK_HEADER),
  };
  // Tests take any free port; in development the settled one, or any when a stand-in started by hand holds it.
  const port = env.NODE_ENV === 'test' ? 0 : env.GATEWAY_STAND_IN_PORT;
  const gateway = await startStandInGateway({ ...options, port }).catch(() => startStandInGateway(options));
  return {
    env: {
      ...env,
      NGENIUS_API_URL: gateway.url,
      NGENIUS_API_KEY: options.apiKey,
      NGENIUS_OUTLET_REF: options.outletRef,
    },
    gateway,
  };
}
