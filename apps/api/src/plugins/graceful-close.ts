import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets a shutdown finish once the requests in flight have: idle keep-alive connections are closed at once
 * (`forceCloseConnections: 'idle'`), and answers sent after the shutdown began say `Connection: close`, so their
 * connections end with them instead of holding the server open until a keep-alive timeout.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
}, { name: 'graceful-close' });
