import type { GatewayFetch } from './gateway-http.ts';
import type { Env } from '../../config/env.ts';
import { ValidationError } from '../../lib/errors.ts';
import { createCashOnDeliveryProvider } from './cash-on-delivery.ts';
import { parseWebhookHeader } from './ngenius-webhook.ts';
import { createNgeniusProvider } from './ngenius.provider.ts';
import type { PaymentProvider, PaymentProviderName } from './payment-provider.ts';

type PaymentEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'PAYMENT_PROVIDERS'
  | 'NGENIUS_API_URL'
  | 'NGENIUS_API_KEY'
  | 'NGENIUS_OUTLET_REF'
  | 'NGENIUS_WEBHOOK_HEADER'
  | 'NGENIUS_ACTION'
  | 'NGENIUS_TIMEOUT_MS'
>;

/** The storefront's words for a way to pay (`payment_type` of make-order) and the providers behind them. */
const PAYMENT_TYPES: Record<string, PaymentProviderName> = { cod: 'cod', network: 'ngenius' };

export interface PaymentProviders {
  /** The ways to pay offered, in the order PAYMENT_PROVIDERS lists them. */
  readonly names: readonly PaymentProviderName[];
  /** The provider for a name; refuses one that is not offered. */
  get(name: PaymentProviderName): PaymentProvider;
  /** The provider for the storefront's `payment_type` ("cod" or "network"). */
  forPaymentType(paymentType: string): PaymentProvider;
}

/** Builds the providers PAYMENT_PROVIDERS names, from settings `parseEnv` has already checked. */
export function createPaymentProviders(
  env: PaymentEnv,
  deps: { fetch?: GatewayFetch; now?: () => number } = {},
): PaymentProviders {
  const built = new Map<PaymentProviderName, PaymentProvider>();
  for (const name of env.PAYMENT_PROVIDERS) built.set(name, build(name, env, deps));
  const get = (name: PaymentProviderName) => {
    const provider = built.get(name);
    if (!provider) throw new ValidationError('This way to pay is not offered.', { payment_type: ['Not offered.'] });
    return provider;
  };
  return {
    names: [...built.keys()],
    get,
    forPaymentType(paymentType) {
      const name = PAYMENT_TYPES[paymentType];
      if (!name) throw new ValidationError('This way to pay is not offered.', { payment_type: ['Not offered.'] });
      return get(name);
    },
  };
}

function build(
  name: PaymentProviderName,
  env: PaymentEnv,
  deps: { fetch?: GatewayFetch; now?: () => number },
): PaymentProvider {
  if (name === 'cod') return createCashOnDeliveryProvider();
  const { NGENIUS_API_URL: apiUrl, NGENIUS_API_KEY: apiKey, NGENIUS_OUTLET_REF: outletRef } = env;
  // parseEnv refuses these missing; a caller that skipped it learns at start-up, not at the first payment.
  if (!apiUrl || !apiKey || !outletRef) throw new Error('N-Genius needs NGENIUS_API_URL, _API_KEY and _OUTLET_REF');
  return createNgeniusProvider({
    apiUrl,
    apiKey,
    outletRef,
    action: env.NGENIUS_ACTION,
    webhookHeader: parseWebhookHeader(env.NGENIUS_WEBHOOK_HEADER),
    timeoutMs: env.NGENIUS_TIMEOUT_MS,
    refuseStandIn: env.NODE_ENV === 'production',
    ...deps,
  });
}
