import { z } from 'zod';
import { ORDER_STATES } from '../commerce/order-rules.ts';

/** Revenue over a span: what delivered orders took in, and the VAT that includes (AED). */
const RevenueSchema = z.object({ orders: z.number().int(), total: z.number(), vat: z.number() });

/**
 * The back office's first screen (issue 25, item 10). Each part is there only for a role that may see its area
 * (null otherwise): orders and revenue (`orders:read`), stock (`stock:read`), comments (`moderation:write`),
 * quotations (`inbox:answer`).
 */
export const StaffDashboardSchema = z.object({
  orders: z
    .object({
      /** Today's orders (the shop's calendar day) by their state now. */
      today_by_state: z.object(
        Object.fromEntries(ORDER_STATES.map((s) => [s, z.number().int()])) as Record<
          (typeof ORDER_STATES)[number],
          z.ZodNumber
        >,
      ),
      awaiting_id_check: z.number().int(),
      revenue_today: RevenueSchema,
      revenue_7_days: RevenueSchema,
    })
    .nullable(),
  low_stock: z.object({ sizes: z.number().int(), threshold: z.number().int() }).nullable(),
  pending_comments: z.number().int().nullable(),
  quotations_to_answer: z.number().int().nullable(),
  /** Contact messages nobody has opened yet (`inbox:answer`). */
  new_messages: z.number().int().nullable(),
});
export type StaffDashboard = z.infer<typeof StaffDashboardSchema>;
