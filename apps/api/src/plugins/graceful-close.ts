import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceUnavailableError } from '../lib/errors.ts';

/**
 * Lets a shutdown finish once the requests in flight have: idle keep-alive connections are closed at once
 * (`forceCloseConnections: 'idle'`), and answers sent after the shutdown began say `Connection: close`, so their
 * connections end with them instead of holding the server open until a keep-alive timeout. A request that arrives
 * on such a connection after the shutdown began is not started: it gets a 503 with the error payload and
 * `Retry-After`, so the client tries another replica.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async () => {
      if (closing)
        throw new ServiceUnavailableError('The shop is restarting. Please try again in a moment.', 'SHUTTING_DOWN');
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) void reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'graceful-close' },
);
