import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../lib/errors.ts';
import { bearerToken } from './auth.ts';
import { noStore } from './no-store.ts';

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The staff tooling's calls (orders, stock, comments, quotations) until staff screens exist: every route of the scope
 * it is added to answers only to `Authorization: Bearer <STAFF_TOKEN>` (401 `STAFF_ONLY` otherwise), and nothing it
 * answers is kept by a browser or proxy. Added inside a route plugin registered only when STAFF_TOKEN is set.
 */
export function staffOnly(app: FastifyInstance, token: string): void {
  noStore(app);
  app.addHook('onRequest', async (request) => {
    const given = bearerToken(request.headers.authorization);
    if (!given || !sameSecret(given, token))
      throw new UnauthorizedError('The staff token is missing or wrong.', 'STAFF_ONLY');
  });
}
