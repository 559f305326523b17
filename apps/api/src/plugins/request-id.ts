import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** An id a proxy or client may pass on: short and plain, so it cannot forge log lines or headers. */
const SAFE_ID = /^[\w.:-]{8,100}$/;

/**
 * Every request gets an id, unique across replicas; one set by the proxy in front (`x-request-id`) is kept when it
 * is safe, so one id follows the request through both logs.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
  genReqId: (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  },
} satisfies Partial<FastifyServerOptions>;

/** Every answer, errors and 404s included, carries its request's id in `x-request-id`. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
