import { dbIdSchema, ErrorPayloadSchema, STOCK_MESSAGES, StockAnswerSchema, StockBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { StockService } from './stock.service.ts';

const SizeParams = z.object({ id: dbIdSchema('id') });

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
          404: ErrorPayloadSchema.describe(STOCK_MESSAGES.sizeNotFound),
        },
      },
    },
    async (request) => stock.set(actorOf(request), request.params.id, request.body.stock, request.body.reason),
  );
};
