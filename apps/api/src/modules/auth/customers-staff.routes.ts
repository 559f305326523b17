import {
  CustomerAccountSchema,
  CustomerBlockBodySchema,
  CustomerDetailSchema,
  CustomerPageSchema,
  CustomerSearchQuerySchema,
  dbIdSchema,
  ErrorPayloadSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { CustomersService } from './customers.service.ts';

const tags = ['staff'];
const CustomerParams = z.object({ id: dbIdSchema('id') });
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks the permission, or a write came without the CSRF token.'),
};
const unknownCustomer = ErrorPayloadSchema.describe('No customer has this id.');

/**
 * The back office's customer calls (issue 25, item 9), inside the staff scope: search and view with `customers:read`,
 * block and unblock with `customers:block`, each change audited with its reason.
 */
export const customersStaffRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/customers',
    {
      config: { staff: 'customers:read' },
      schema: {
        operationId: 'staffSearchCustomers',
        tags,
        summary: 'Finds customers by part of a name or e-mail, a mobile number or an id; 25 a page, newest first',
        security: STAFF_SECURITY,
        querystring: CustomerSearchQuerySchema,
        response: { 200: CustomerPageSchema, ...refusals },
      },
    },
    async (request) => customers.search(request.query),
  );

  app.get(
    '/customers/:id',
    {
      config: { staff: 'customers:read' },
      schema: {
        operationId: 'staffViewCustomer',
        tags,
        summary: "A customer's account, latest orders, addresses and age proof (never a password hash or session)",
        security: STAFF_SECURITY,
        params: CustomerParams,
        response: { 200: CustomerDetailSchema, ...refusals, 404: unknownCustomer },
      },
    },
    async (request) => customers.view(request.params.id),
  );

  for (const [action, operationId, summary] of [
    [
      'block',
      'staffBlockCustomer',
      'Blocks a customer, with a reason: their sessions end at once, and they cannot log in',
    ],
    ['unblock', 'staffUnblockCustomer', 'Unblocks a customer, with a reason: they can log in again'],
  ] as const) {
    app.post(
      `/customers/:id/${action}`,
      {
        config: { staff: 'customers:block' },
        schema: {
          operationId,
          tags,
          summary,
          security: STAFF_SECURITY,
          params: CustomerParams,
          body: CustomerBlockBodySchema,
          response: {
            200: CustomerAccountSchema,
            ...refusals,
            404: unknownCustomer,
            409: ErrorPayloadSchema.describe(`The customer is ${action === 'block' ? 'already' : 'not'} blocked.`),
          },
        },
      },
      async (request) => customers[action](actorOf(request), request.params.id, request.body.reason),
    );
  }
};
