import type { FastifyInstance } from 'fastify';
import { readOutbox } from './outbox.ts';

/** How many of the newest messages the development outbox shows. */
const SHOWN = 50;

/**
 * `GET /api/v1/dev/outbox` (development only, never registered otherwise): the newest messages the outbox took,
 * so a developer can read the code a sign-up or login sent.
 */
export async function devOutboxRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 200, data: (await readOutbox(opts.dataDir)).slice(-SHOWN).reverse() };
  });
}
