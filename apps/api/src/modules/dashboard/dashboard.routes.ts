import {
  ErrorPayloadSchema,
  filsToAed,
  ORDER_STATES,
  roleCan,
  shopToday,
  StaffDashboardSchema,
  type StaffDashboard,
  type StaffRole,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_SECURITY } from '../staff/index.ts';
import type { Database } from '../../db/client.ts';
import { createDashboardRepo, daysBefore } from './dashboard.repo.ts';

const revenue = (r: { orders: number; totalFils: number; vatFils: number }) => ({
  orders: r.orders,
  total: filsToAed(r.totalFils),
  vat: filsToAed(r.vatFils),
});

/** The back office's first screen (issue 25, item 10): each part only for a role that may see its area. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; lowStockThreshold: number }> = async (
  app,
  { db, lowStockThreshold },
) => {
  const repo = createDashboardRepo(db);
  app.get(
    '/dashboard',
    {
      config: { staff: 'signed-in' },
      schema: {
        operationId: 'staffDashboard',
        tags: ['staff'],
        summary:
          "Today's orders by state, revenue today and over 7 days with its VAT, low stock, orders waiting for an ID check, pending comments and quotations to answer",
        security: STAFF_SECURITY,
        response: { 200: StaffDashboardSchema, 401: ErrorPayloadSchema, 403: ErrorPayloadSchema },
      },
    },
    async (request): Promise<StaffDashboard> => {
      const role = request.staff!.member.role as StaffRole;
      const today = shopToday(new Date());
      const [orders, today_, week, low, comments, quotations, messages] = await Promise.all([
        roleCan(role, 'orders:read') ? repo.orders(today) : null,
        roleCan(role, 'orders:read') ? repo.revenueSince(today) : null,
        roleCan(role, 'orders:read') ? repo.revenueSince(daysBefore(today, 6)) : null,
        roleCan(role, 'stock:read') ? repo.lowStock(lowStockThreshold) : null,
        roleCan(role, 'moderation:write') ? repo.pendingComments() : null,
        roleCan(role, 'inbox:answer') ? repo.quotationsToAnswer() : null,
        roleCan(role, 'inbox:answer') ? repo.newMessages() : null,
      ]);
      return {
        orders:
          orders && today_ && week
            ? {
                today_by_state: Object.fromEntries(
                  ORDER_STATES.map((state) => [state, orders.states.find((s) => s.state === state)?.n ?? 0]),
                ) as NonNullable<StaffDashboard['orders']>['today_by_state'],
                awaiting_id_check: orders.awaitingIdCheck,
                revenue_today: revenue(today_),
                revenue_7_days: revenue(week),
              }
            : null,
        low_stock: low === null ? null : { sizes: low, threshold: lowStockThreshold },
        pending_comments: comments,
        quotations_to_answer: quotations,
        new_messages: messages,
      };
    },
  );
};
