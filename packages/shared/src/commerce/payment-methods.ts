import { z } from 'zod';

/**
 * `GET /payment-methods`: the ways to pay the shop offers now (decision 027). Cash and card on delivery or at pickup
 * always; card online on the gateway's hosted page only where the server is set up with one.
 */
export const PaymentMethodsResponseSchema = z.object({
  status: z.literal(200),
  methods: z.array(z.enum(['cash', 'card', 'online'])),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;
