import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the API reads, with its default. `.env.example` lists the same. */
const EnvSchema = z.object({
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
  /** Shared cache (and later rate limits) across replicas. */
  REDIS_URL: z.string().url().optional(),
  /** Seconds a cached catalog read lives in process / in Redis. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How often (ms) the in-memory catalog reads the database's change feed; 0 reads it only when told of a write. */
  CATALOG_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Turns the response cache off (the benchmark's cold run). */
  CATALOG_CACHE: bool.default(true),
  /** Seeds the demo shop into an empty database at start-up. */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Prefix for product images, e.g. a CDN; default serves them from this server. */
  IMAGE_BASE_URL: z.string().default('/images'),
  /** Where the built storefront lives; served when present. */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  /** Per-client limits on search, filters and sign-ups; only the benchmark turns them off (refused in production). */
  RATE_LIMITS: bool.default(true),
  /** Behind a reverse proxy or load balancer: take the client's address from X-Forwarded-For, so limits count per shopper. */
  TRUST_PROXY: bool.default(false),
  /** Adds the benchmark's constant-body ceiling route; refused in production. */
  BENCH_ROUTES: bool.default(false),
  /** Static contact details (spec section 1). */
  CONTACT_ADDRESS: z.string().default('Warehouse 14, Street 7, Al Quoz Industrial Area 3, Dubai, UAE'),
  CONTACT_STORE_ADDRESS: z.string().default('Shop 3, Marina Walk Podium, Dubai Marina, Dubai, UAE'),
  CONTACT_PHONE: z.string().default('+971 4 555 0123'),
  CONTACT_EMAIL: z.string().email().default('hello@cellar.ae'),
  CONTACT_MAP_LINK: z.string().url().default('https://maps.google.com/?q=Al+Quoz+Industrial+Area+3+Dubai'),
  CONTACT_STORE_MAP_LINK: z.string().url().default('https://maps.google.com/?q=Dubai+Marina+Walk'),
  /** Floating chat link (for example a WhatsApp number). */
  CHAT_LINK: z.string().url().default('https://wa.me/97145550123'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses and checks a set of variables; throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // `DATABASE_URL=` in a .env file or a compose file means "not set", not "an invalid URL".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(given);
  if (result.success) result.data.DATA_DIR = path.resolve(source.INIT_CWD ?? process.cwd(), result.data.DATA_DIR);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const unsafe = unsafeInProduction(result.data);
  if (unsafe.length) throw new Error(`Unsafe production configuration: ${unsafe.join('; ')}`);
  return result.data;
}

/** Settings that must never reach a production server. */
function unsafeInProduction(e: Env): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (e.BENCH_ROUTES) problems.push('BENCH_ROUTES must be off');
  if (!e.RATE_LIMITS) problems.push('RATE_LIMITS must be on');
  return problems;
}

/** The process configuration, read once. */
export const env: Env = parseEnv(process.env);
