import { dbIdSchema, ErrorPayloadSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
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
  reason: z
    .string({ error: 'Say why the stock changes (a count, a delivery, breakage).' })
    .trim()
    .min(3, { error: 'Say why the stock changes (a count, a delivery, breakage).' })
    .max(200, { error: 'The reason is at most 200 characters.' }),
});
const StockAnswerSchema = z.object({
  price_variation_id: z.number().int(),
  product_id: z.number().int(),
  stock: z.number().int(),
});

/**
 * The staff call on stock (issue 25): sets a size's counted stock, with a reason, audited. A size going from 0 to
 * more sends its back-in-stock alerts (decision 017).
 */
export const staffStockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.put(
    '/stock/:id',
    {
      config: { staff: 'stock:write' },
      schema: {
        operationId: 'staffSetStock',
        tags: ['staff'],
        summary: 'Sets the stock of a size (a price variation) to a counted quantity',
        security: STAFF_SECURITY,
        params: SizeParams,
        body: StockBodySchema,
        response: {
          200: StockAnswerSchema,
          401: ErrorPayloadSchema,
          403: ErrorPayloadSchema,
          404: ErrorPayloadSchema.describe('No size has this id.'),
        },
      },
    },
    async (request) => stock.set(actorOf(request), request.params.id, request.body.stock, request.body.reason),
  );
};
