import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The benchmark's ceiling: a constant in-memory JSON body of the requested size, no other work (GET, or POST with a
 * JSON body that is parsed and dropped).
 * Registered only when BENCH_ROUTES is on (never in production), so real calls can be measured against it. Also a
 * deliberately slow route, for the graceful-shutdown test.
 */
export async function benchRoutes(app: FastifyInstance) {
  const bodies = new Map<number, string>();
  // GET for reads by path; POST (its JSON body parsed and dropped) for calls that send one, so a POST call is
  // measured against a ceiling that reads a request body too.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'POST'],
    url: '/__ceiling',
    schema: { hide: true, querystring: z.object({ bytes: z.coerce.number().int().min(2).max(1_000_000) }) },
    handler: async (req, reply) => {
      let body = bodies.get(req.query.bytes);
      if (!body) {
        body = JSON.stringify({ pad: 'x'.repeat(Math.max(0, req.query.bytes - 10)) });
        bodies.set(req.query.bytes, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  // A request that takes a while: what graceful shutdown must let finish.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/__slow',
    {
      schema: { hide: true, querystring: z.object({ ms: z.coerce.number().int().min(0).max(60_000) }) },
    },
    async (req) => {
      await new Promise((resolve) => setTimeout(resolve, req.query.ms));
      return { slept: req.query.ms };
    },
  );
}
