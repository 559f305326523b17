import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers a client on another origin may read: the session token (spec section 7), the request id, a retry hint. */
const EXPOSED_HEADERS = ['x_auth_token', 'x-request-id', 'retry-after'];

/**
 * Lets a storefront served from another origin (`CORS_ORIGINS`) call the API from the browser. Sessions travel
 * as bearer tokens, never cookies, so no credentials are allowed across origins; any origin not listed gets no
 * CORS headers at all, and its browser refuses to read the answer.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance, opts: { origins: readonly string[] }) => {
    if (!opts.origins.length) return;
    await app.register(cors, {
      origin: [...opts.origins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', 'authorization', 'x-request-id', 'idempotency-key'],
      exposedHeaders: EXPOSED_HEADERS,
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
