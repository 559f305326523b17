import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './paths.ts';
import {
  defaultPaymentProviders,
  missingPaymentSettings,
  paymentSettingsShape,
  unsafePaymentSettings,
} from './payment-settings.ts';
import { TrustProxySchema } from './trust-proxy.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** Only for development and tests: production refuses to start with it. */
const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-never-use-in-production';
const ms = (max: number) => z.coerce.number().int().min(0).max(max);

/** Every setting the API reads, with its default. `.env.example` lists the same. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Where the embedded database, the outbox and uploads live. A relative path is taken from the folder the
     * command was typed in (npm runs workspace scripts from the workspace, and tells the first folder in INIT_CWD).
     */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL URL switches from the embedded database to a server. */
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Longest wait for a PostgreSQL connection before the request answers 503. */
    DATABASE_CONNECT_TIMEOUT_MS: ms(60_000).default(3000),
    /** Longest a single SQL statement may run before PostgreSQL cancels it. */
    DATABASE_STATEMENT_TIMEOUT_MS: ms(600_000).default(10_000),
    /** Shares the response cache, rate-limit counters and catalog announcements between replicas. */
    REDIS_URL: z.string().url().optional(),
    /** Prefix of every Redis key and channel, so deploys (or shops) sharing one Redis stay apart. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,40}$/, { error: 'letters, digits and . _ : - only' })
      .default('cellar:'),
    /** Seconds a cached public read lives in process and in Redis. */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Turns the response cache off (the benchmark's cold run). */
    CATALOG_CACHE: bool.default(true),
    /** Megabytes the in-process response cache may hold. */
    CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** How often (ms) the in-memory catalog reads the database's change feed; 0 reads it only when told of a write. */
    CATALOG_POLL_MS: ms(600_000).default(1000),
    /** Seeds the demo shop into an empty database at start-up (default: on, except in production). */
    SEED_DEMO: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Prefix for product images, e.g. a CDN; default serves them from this server. */
    IMAGE_BASE_URL: z.string().default('/images'),
    /**
     * The shop's public address (scheme and host), for absolute links: the sitemap, canonical URLs. Required in
     * production.
     */
    PUBLIC_BASE_URL: z
      .string()
      .url()
      .regex(/^https?:\/\/[^/]+$/, { error: 'scheme and host only, e.g. https://shop.example' })
      .optional(),
    /** Where the built storefront lives; served when present. */
    WEB_DIST_DIR: z.string().default(path.resolve(API_ROOT, '../web/dist')),
    /** Where the built back office lives (`apps/admin`); served at /admin when present. */
    ADMIN_DIST_DIR: z.string().default(path.resolve(API_ROOT, '../admin/dist')),
    /** Per-client limits on search, filters and sign-ups; only the benchmark turns them off (refused in production). */
    RATE_LIMITS: bool.default(true),
    /**
     * Origins (`https://app.example`, comma-separated) whose pages may call the API from a browser: a storefront
     * served from another host. Empty: only this origin.
     */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const origins = value
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean);
        const bad = origins.filter((o) => !/^https?:\/\/[^/\s*]+$/.test(o));
        if (bad.length)
          ctx.addIssue({
            code: 'custom',
            message: `origins are scheme and host, e.g. https://app.example (not ${bad.join(', ')})`,
          });
        return origins;
      }),
    /**
     * Which proxies to believe about the client's address: `false`, a hop count, or addresses and ranges (decision
     * 009).
     */
    TRUST_PROXY: TrustProxySchema.default(false),
    /**
     * Above this event-loop delay (ms, averaged each second) new requests get a 503 instead of queueing; 0 turns it
     * off. The embedded database runs in the event loop, so a long query there counts too.
     */
    MAX_EVENT_LOOP_DELAY_MS: ms(60_000).default(1000),
    /** Longest a SIGTERM waits for requests in flight before the process stops anyway. */
    SHUTDOWN_TIMEOUT_MS: ms(120_000).default(10_000),
    /** Adds the benchmark's constant-body ceiling route; refused in production. */
    BENCH_ROUTES: bool.default(false),
    /**
     * Keys the one-time codes' hashes (HMAC), so a copy of the database cannot be searched for the codes in it.
     * At least 32 characters; required in production.
     */
    AUTH_SECRET: z.string().min(32, { error: 'at least 32 characters' }).default(DEVELOPMENT_AUTH_SECRET),
    /** Days a login session lasts. */
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * How e-mail leaves: `outbox` appends to DATA_DIR/outbox.jsonl (development, tests); `smtp` sends through SMTP_URL.
     */
    EMAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z.string().url().optional(),
    EMAIL_FROM: z.string().default('Cellar <hello@cellar.ae>'),
    /** How SMS leaves: `outbox` as for e-mail; `gateway` posts to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN. */
    SMS_TRANSPORT: z.enum(['outbox', 'gateway']).default('outbox'),
    SMS_GATEWAY_URL: z.string().url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().max(11).default('Cellar'),
    /**
     * Retired (issue 25): staff sign in as themselves, and the staff commands act as a service account. Refused when
     * set, so nobody believes a shared secret still guards anything.
     */
    STAFF_TOKEN: z
      .undefined({
        error:
          'STAFF_TOKEN is retired: create a service account (npm run staff:create -- --service --email … --role …) and give the commands its key as STAFF_API_KEY',
      })
      .optional(),
    /** The staff commands' service-account key (`sk_…`, printed once by `npm run staff:create -- --service`). */
    STAFF_API_KEY: z
      .string()
      .regex(/^sk_[A-Za-z0-9_-]{43}$/, { error: 'the sk_… key npm run staff:create -- --service printed' })
      .optional(),
    /** Where the staff commands find the running shop (default: this machine on PORT). */
    SHOP_URL: z.string().url().optional(),
    /** The seller on tax invoices: legal name and UAE Tax Registration Number (TRN, 15 digits). */
    SHOP_LEGAL_NAME: z.string().min(1).default('Cellar Fine Drinks Trading LLC'),
    SHOP_TRN: z
      .string()
      .regex(/^\d{15}$/, { error: '15 digits' })
      .default('100000000000003'),
    /** Days an Emirates ID upload is kept after the order it proved age for is delivered. */
    EID_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    /** The back office's low-stock filter: a size with this many bottles or fewer needs reordering. */
    LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(10_000).default(5),
    /** Google sign-in: the OAuth client id ID tokens must be issued to; unset, Google sign-in is off. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    /** Where Google's signing keys are published (tests point it at their own keys). */
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** Static contact details (spec section 1). */
    CONTACT_ADDRESS: z.string().default('Warehouse 14, Street 7, Al Quoz Industrial Area 3, Dubai, UAE'),
    CONTACT_STORE_ADDRESS: z.string().default('Shop 3, Marina Walk Podium, Dubai Marina, Dubai, UAE'),
    CONTACT_PHONE: z.string().default('+971 4 555 0123'),
    CONTACT_EMAIL: z.string().email().default('hello@cellar.ae'),
    /** Where the shop hears of every new order (issue 25); unset, at CONTACT_EMAIL. */
    ORDERS_EMAIL: z.string().email().optional(),
    CONTACT_MAP_LINK: z.string().url().default('https://maps.google.com/?q=Al+Quoz+Industrial+Area+3+Dubai'),
    CONTACT_STORE_MAP_LINK: z.string().url().default('https://maps.google.com/?q=Dubai+Marina+Walk'),
    /** Floating chat link (for example a WhatsApp number). */
    CHAT_LINK: z.string().url().default('https://wa.me/97145550123'),
    ...paymentSettingsShape,
  })
  .transform((e) => ({
    ...e,
    SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    PAYMENT_PROVIDERS: e.PAYMENT_PROVIDERS ?? defaultPaymentProviders(e.NODE_ENV),
  }));

export type Env = z.infer<typeof EnvSchema>;

/** Parses and checks a set of variables; throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // `DATABASE_URL=` in a .env file or a compose file means "not set", not "an invalid URL".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  result.data.DATA_DIR = path.resolve(source.INIT_CWD ?? process.cwd(), result.data.DATA_DIR);
  const incomplete = missingCompanions(result.data);
  if (incomplete.length) throw new Error(`Invalid configuration: ${incomplete.join('; ')}`);
  const unsafe = unsafeInProduction(result.data);
  if (unsafe.length) throw new Error(`Unsafe production configuration: ${unsafe.join('; ')}`);
  return result.data;
}

/** Settings that need another one beside them. */
function missingCompanions(e: Env): string[] {
  const problems: string[] = [];
  if (e.EMAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) problems.push('SMTP_URL must be set for EMAIL_TRANSPORT=smtp');
  if (e.SMS_TRANSPORT === 'gateway' && !e.SMS_GATEWAY_URL)
    problems.push('SMS_GATEWAY_URL must be set for SMS_TRANSPORT=gateway');
  problems.push(...missingPaymentSettings(e));
  return problems;
}

/** Settings that must never reach a production server. */
function unsafeInProduction(e: Env): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (e.BENCH_ROUTES) problems.push('BENCH_ROUTES must be off');
  if (!e.RATE_LIMITS) problems.push('RATE_LIMITS must be on');
  if (e.TRUST_PROXY === true)
    problems.push('TRUST_PROXY=true lets any client choose its address; give a hop count or the proxy addresses');
  if (!e.PUBLIC_BASE_URL) problems.push('PUBLIC_BASE_URL must be set (the sitemap and canonical links need it)');
  if (e.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) problems.push('AUTH_SECRET must be set to a secret of your own');
  if (e.EMAIL_TRANSPORT === 'outbox') problems.push('EMAIL_TRANSPORT must be smtp: the outbox delivers nothing');
  if (e.SMS_TRANSPORT === 'outbox') problems.push('SMS_TRANSPORT must be gateway: the outbox delivers nothing');
  // Codes and the gateway's token cross the network: in the clear, anyone on the way reads them.
  if (e.SMS_TRANSPORT === 'gateway' && e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_URL.startsWith('https://'))
    problems.push('SMS_GATEWAY_URL must be https://');
  if (e.EMAIL_TRANSPORT === 'smtp' && e.SMTP_URL && !/^smtps?:\/\//.test(e.SMTP_URL))
    problems.push('SMTP_URL must be smtps:// (or smtp://, which production sends only after STARTTLS)');
  problems.push(...unsafePaymentSettings(e));
  return problems;
}

/**
 * Reads `.env` from the folder the command was typed in, when there is one. Variables already set in the
 * environment win, as `.env.example` promises.
 */
export function loadDotEnv(source: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = path.resolve(source.INIT_CWD ?? process.cwd(), '.env');
  if (!fs.existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
