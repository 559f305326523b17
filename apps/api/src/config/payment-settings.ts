import { z } from 'zod';

export const PAYMENT_PROVIDER_NAMES = ['cod', 'ngenius'] as const;
/** The webhook header's value must be long enough not to be guessed: it is the webhook's only guard. */
const WEBHOOK_SECRET_MIN = 24;

/** The settings of card payments (decision 027), spread into the API's settings. */
export const paymentSettingsShape = {
  /**
   * Ways to pay offered at checkout, comma-separated: `cod` (cash or card on delivery), `ngenius` (card online).
   * Unset: `cod,ngenius` in development (card payments against the stand-in gateway), `cod` otherwise.
   */
  PAYMENT_PROVIDERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const names = value
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const unknown = names.filter((n) => !(PAYMENT_PROVIDER_NAMES as readonly string[]).includes(n));
      if (unknown.length || !names.length || new Set(names).size !== names.length)
        ctx.addIssue({ code: 'custom', message: `one or more of ${PAYMENT_PROVIDER_NAMES.join(', ')}, each once` });
      return names as (typeof PAYMENT_PROVIDER_NAMES)[number][];
    }),
  /** N-Genius's API: scheme and host, e.g. `https://api-gateway.ngenius-payments.com`. */
  NGENIUS_API_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/]+$/, { error: 'scheme and host only' })
    .optional(),
  /** The outlet's service-account API key, from the N-Genius portal. */
  NGENIUS_API_KEY: z.string().min(8).optional(),
  NGENIUS_OUTLET_REF: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'the outlet reference from the N-Genius portal' })
    .optional(),
  /** `Header-Name: value` that N-Genius is told to add to its webhooks; required in production. */
  NGENIUS_WEBHOOK_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+:\s*\S+/, { error: 'Header-Name: value' })
    .optional(),
  /** PURCHASE takes the money when the customer pays; AUTH holds it until the shop captures. */
  NGENIUS_ACTION: z.enum(['PURCHASE', 'AUTH']).default('PURCHASE'),
  /** Longest any one call to the gateway may take before checkout answers 503. */
  NGENIUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often each replica asks the gateway about pending payments (and expires those past their hold). */
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /** How long a card order holds its stock and coupon while the customer pays; past it, the order is cancelled. */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Development and tests: the stand-in gateway's port (`npm run gateway:stand-in`) and where it posts webhooks. */
  GATEWAY_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  GATEWAY_STAND_IN_WEBHOOK_URL: z.string().url().optional(),
};

type PaymentSettings = Omit<z.infer<z.ZodObject<typeof paymentSettingsShape>>, 'PAYMENT_PROVIDERS'> & {
  PAYMENT_PROVIDERS: (typeof PAYMENT_PROVIDER_NAMES)[number][];
  NODE_ENV: string;
};

/** The ways to pay when PAYMENT_PROVIDERS is unset: a developer can try card payment against the stand-in. */
export function defaultPaymentProviders(nodeEnv: string): (typeof PAYMENT_PROVIDER_NAMES)[number][] {
  return nodeEnv === 'development' ? ['cod', 'ngenius'] : ['cod'];
}

/**
 * N-Genius needs its address, key and outlet wherever it is offered. Outside production no address means the
 * stand-in gateway, which the server starts itself (`dev-gateway.ts`) and whose key and outlet it makes up.
 */
export function missingPaymentSettings(e: PaymentSettings): string[] {
  if (!e.PAYMENT_PROVIDERS.includes('ngenius')) return [];
  if (e.NODE_ENV !== 'production' && !e.NGENIUS_API_URL) return [];
  return (['NGENIUS_API_URL', 'NGENIUS_API_KEY', 'NGENIUS_OUTLET_REF'] as const)
    .filter((key) => !e[key])
    .map((key) => `${key} must be set for PAYMENT_PROVIDERS=ngenius`);
}

/** True for an address on this machine or a private network: the stand-in gateway, never N-Genius. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^(127|10)\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/i.test(host)
  );
}

/** Card settings that must never reach a production server. */
export function unsafePaymentSettings(e: PaymentSettings): string[] {
  if (!e.PAYMENT_PROVIDERS.includes('ngenius')) return [];
  const problems: string[] = [];
  const url = e.NGENIUS_API_URL;
  if (url && !url.startsWith('https://')) problems.push('NGENIUS_API_URL must be https://');
  if (url && /sandbox/i.test(new URL(url).hostname))
    problems.push('NGENIUS_API_URL is the sandbox: real customers would pay nothing');
  if (url && isLocalAddress(url)) problems.push('NGENIUS_API_URL is a local address (the stand-in gateway?)');
  const secret = e.NGENIUS_WEBHOOK_HEADER?.slice(e.NGENIUS_WEBHOOK_HEADER.indexOf(':') + 1).trim() ?? '';
  if (secret.length < WEBHOOK_SECRET_MIN)
    problems.push(`NGENIUS_WEBHOOK_HEADER must be set, its value at least ${WEBHOOK_SECRET_MIN} characters`);
  return problems;
}
