import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorPayloadSchema } from '@shop/shared';
import { pendingMigrations, type Database } from '../../db/client.ts';
import { ServiceUnavailableError } from '../../lib/errors.ts';

/** A readiness check that cannot answer in this time counts as failed: a load balancer must not wait on it. */
const READY_TIMEOUT_MS = 2000;

/** Why this replica cannot serve yet, or null when it can. */
async function notReadyBecause(db: Database): Promise<string | null> {
  try {
    await db.execute(sql`select 1`);
    const pending = await pendingMigrations(db);
    return pending === 0 ? null : `${pending} database migration(s) not applied yet.`;
  } catch {
    return 'The database does not answer.';
  }
}

function withTimeout<T>(work: Promise<T>, fallback: T, ms: number): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void work.then(resolve, () => resolve(fallback)).finally(() => clearTimeout(timer));
  });
}

/**
 * `GET /health`: liveness, the process answers (restart it if not). `GET /ready`: the database answers and every
 * migration is applied (send it traffic only then); 503 with the error payload otherwise.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operations'];
  app.get('/health', {
    schema: { operationId: 'getHealth', tags, summary: 'Liveness: the process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
  }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/ready', {
    schema: {
      operationId: 'getReadiness',
      tags, summary: 'Readiness: the database answers and its migrations are applied',
      response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorPayloadSchema.describe('Not ready: the database does not answer, or migrations are pending.') },
    },
  }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const problem = await withTimeout(notReadyBecause(app.db), 'The database did not answer in time.', READY_TIMEOUT_MS);
    if (problem) throw new ServiceUnavailableError(`Not ready: ${problem}`, 'NOT_READY');
    return { status: 'ready' as const };
  });
};
