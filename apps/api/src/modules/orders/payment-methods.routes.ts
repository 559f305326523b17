import { PaymentMethodsResponseSchema, type PaymentMethodsResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /payment-methods` (decision 027): what the checkout may offer. Card online only when the server has a gateway
 * (PAYMENT_PROVIDERS names ngenius), so the storefront never offers a way to pay that make-order would refuse.
 */
export const paymentMethodsRoute: FastifyPluginAsyncZod<{ online: boolean }> = async (app, { online }) => {
  const answer: PaymentMethodsResponse = {
    status: 200,
    methods: online ? ['cash', 'card', 'online'] : ['cash', 'card'],
  };
  app.get(
    '/payment-methods',
    {
      schema: {
        operationId: 'getPaymentMethods',
        tags: ['orders'],
        summary: 'The ways to pay the checkout offers',
        response: { 200: PaymentMethodsResponseSchema },
      },
    },
    async () => answer,
  );
};
