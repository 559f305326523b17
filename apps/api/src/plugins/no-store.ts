import type { FastifyInstance } from 'fastify';

/**
 * Answers of the scope it is added to may not be kept by a browser or a proxy: they belong to one person (accounts,
 * carts, wishlists, orders). Added with `noStore(app)` inside a route plugin, so only that scope is affected.
 */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
