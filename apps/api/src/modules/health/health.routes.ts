import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorPayloadSchema } from '@shop/shared';
import { createHealthRepo } from './health.repo.ts';
import { createHealthService } from './health.service.ts';

/**
 * `GET /health`: liveness, the process answers (restart it if not). `GET /ready`: the database answers and every
 * migration is applied (send it traffic only then); 503 with the error payload otherwise.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({ repo: createHealthRepo(app.db) });
  const tags = ['operations'];
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags,
        summary: 'Liveness: the process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      // Never shed: a busy process is alive, and a restart would only lose the requests it is working through.
      config: { pressureHandler: () => undefined },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags,
        summary: 'Readiness: the database answers and its migrations are applied',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: ErrorPayloadSchema.describe('Not ready: the database does not answer, or migrations are pending.'),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      await health.assertReady();
      return { status: 'ready' as const };
    },
  );
};
