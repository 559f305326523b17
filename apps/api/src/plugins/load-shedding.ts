import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Past this event-loop delay the process is overloaded: new requests are refused rather than queued for seconds. */
const MAX_EVENT_LOOP_DELAY_MS = 1000;
export const RETRY_AFTER_SECONDS = 5;

/**
 * Refuses work the process cannot do in time (an overloaded event loop) with a 503 and `Retry-After`, which the
 * error handler gives the error payload, so a load balancer or client tries another replica or later. (Requests
 * arriving while the server closes get Fastify's own 503.)
 */
export const loadShedding = fp(async (app: FastifyInstance) => {
  await app.register(underPressure, { maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS, retryAfter: RETRY_AFTER_SECONDS });
}, { name: 'load-shedding' });
