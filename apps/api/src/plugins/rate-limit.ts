import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../lib/errors.ts';
import { fallbackStore } from './rate-limit-store.ts';

/**
 * Per-client limits on the calls that cost the server real work per request or write something.
 * A route opts in with `config: { rateLimit: RATE_LIMITS.x }`; catalog GETs are cached and left open.
 * Each route counts on its own, except a limit with a `groupId`: its routes share one count.
 */
export const RATE_LIMITS = {
  /** Search-as-you-type asks at most a few times a second while someone types. */
  search: { max: 120, timeWindow: '1 minute' },
  /** Filter listings and their count previews. */
  filter: { max: 120, timeWindow: '1 minute' },
  /**
   * Pages rendered for every request, which no cache answers (filtered listings, pages past 50, not-found pages:
   * decision 015): a person filtering without JavaScript loads a few a minute. One count for every such page.
   */
  unkeptPages: { max: 120, timeWindow: '1 minute', groupId: 'unkept-pages' },
  /** Newsletter sign-ups: a person subscribes once; a script subscribing lists of addresses does not get far. */
  subscribe: { max: 10, timeWindow: '1 hour' },
  /** Customer forms (contact, Platinum Club): a person sends a few; a script sending many does not get far. */
  forms: { max: 10, timeWindow: '1 hour' },
  /** Blog comments: a reader comments a few times; each e-mail address also sends 5 an hour at most (decision 017). */
  comments: { max: 10, timeWindow: '1 hour' },
  /**
   * Quotation requests: an office shares one address, so more than a form; each account also sends 20 a day at most.
   */
  quotations: { max: 30, timeWindow: '1 hour' },
  /** Return requests: a customer asks to return an order's items once or twice; a script does not get far. */
  returns: { max: 20, timeWindow: '1 hour' },
  /** Review writes (add, edit, delete): a shopper writes a few; each also needs an account, one review per product. */
  reviews: { max: 30, timeWindow: '1 hour' },
  /**
   * Back-in-stock requests: a shopper asks for a few sizes; each e-mail address also makes 20 a day at most (decision
   * 017).
   */
  stockAlerts: { max: 20, timeWindow: '1 hour' },
  /**
   * Calls that send a code (sign-up, login, resend, password reset, a profile edit), counted together: each code is an
   * SMS or e-mail the shop pays for. Each address has its own limits on top (issue 8).
   */
  codes: { max: 10, timeWindow: '15 minutes', groupId: 'codes' },
  /** Calls that check a code or change a password: each code also takes 5 wrong tries at most. */
  verify: { max: 30, timeWindow: '15 minutes' },
  /**
   * File uploads (an Emirates ID, a profile picture), up to 10 MB each: a person sends a few; the disk is not a dump.
   */
  uploads: { max: 20, timeWindow: '1 hour' },
  /**
   * Password and Google logins, counted together: each e-mail or number also takes 10 failures a quarter of an hour.
   */
  login: { max: 20, timeWindow: '15 minutes', groupId: 'login' },
} satisfies Record<string, RateLimitOptions>;

/** The refusal of a request past a client's limit; `after` says when to try again ("1 minute", "45 seconds"). */
export function rateLimited(after: string): TooManyRequestsError {
  return new TooManyRequestsError(`Too many requests. Please try again in ${after}.`);
}

/**
 * Counts requests per client address (as `TRUST_PROXY` allows it to be known), in Redis when there is one, so
 * every replica counts together, and in process without it or while it is away: limits never switch off.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redis?: Redis; keyPrefix: string }) => {
    await app.register(rateLimit, {
      global: false,
      store: fallbackStore(opts.redis, opts.keyPrefix),
      skipOnError: false,
      errorResponseBuilder: (_request, context) => rateLimited(context.after),
    });
  },
  { name: 'rate-limit' },
);
