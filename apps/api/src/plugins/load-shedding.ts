import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const RETRY_AFTER_SECONDS = 5;

/**
 * Past `maxEventLoopDelayMs` the process is overloaded. Refuses work the process cannot do in time (an overloaded event
 * loop) with a 503 and `Retry-After`, which the
 * error handler gives the error payload, so a load balancer or client tries another replica or later. (Requests
 * arriving while the server closes get Fastify's own 503.)
 */
export const loadShedding = fp(
  async (app: FastifyInstance, opts: { maxEventLoopDelayMs: number }) => {
    if (opts.maxEventLoopDelayMs <= 0) return;
    await app.register(underPressure, { maxEventLoopDelay: opts.maxEventLoopDelayMs, retryAfter: RETRY_AFTER_SECONDS });
  },
  { name: 'load-shedding' },
);
