import { dbIdSchema, ErrorPayloadSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { StockService } from './stock.service.ts';

/** The most a size can be counted at: a typing slip (an extra zero or two) is refused rather than shown. */
const MAX_STOCK = 100_000;

const SizeParams = z.object({ id: dbIdSchema('id') });
const StockBodySchema = z.object({
  stock: z
    .number({ error: 'stock must be a number.' })
    .int({ error: 'stock must be a whole number.' })
    .min(0, { error: 'stock cannot be below 0.' })
    .max(MAX_STOCK, { error: `stock is at most ${MAX_STOCK.toLocaleString('en')}.` }),
});
const StockAnswerSchema = z.object({
  price_variation_id: z.number().int(),
  product_id: z.number().int(),
  stock: z.number().int(),
});

/**
 * The stock tooling's call (staff screens come later): sets a size's counted stock. A size going from 0 to more
 * sends its back-in-stock alerts (decision 017). Registered only with STAFF_TOKEN set, and answering only to it.
 */
export const staffStockRoutes: FastifyPluginAsyncZod<{ stock: StockService; token: string }> = async (
  app,
  { stock, token },
) => {
  staffOnly(app, token);

  app.put(
    '/staff/stock/:id',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'setStock',
        tags: ['staff'],
        summary: 'Sets the stock of a size (a price variation) to a counted quantity',
        security: [{ staffToken: [] }],
        params: SizeParams,
        body: StockBodySchema,
        response: {
          200: StockAnswerSchema,
          401: ErrorPayloadSchema,
          404: ErrorPayloadSchema.describe('No size has this id.'),
        },
      },
    },
    async (request) => stock.set(request.params.id, request.body.stock),
  );
};
