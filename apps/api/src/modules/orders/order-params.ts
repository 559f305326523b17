import { z } from 'zod';

/** An order by its number (`CEL-000123`) or its id: the customers' and the staff's order calls. */
export const OrderParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|CEL-\d{6,9})$/i, { error: 'Not an order number.' }),
});
