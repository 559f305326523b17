import {
  ADDRESS_MESSAGES,
  AccountAddressBodySchema,
  AddressListSchema,
  AddressSchema,
  CheckoutAddressBodySchema,
  ErrorPayloadSchema,
  MessageResponseSchema,
  SetDefaultBodySchema,
  dbIdSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/no-store.ts';
import type { AddressesService } from './addresses.service.ts';

const tags = ['addresses'];
const IdParams = z.object({ id: dbIdSchema('id') });
const notYours = ErrorPayloadSchema.describe("The user id is another account's.");
const Saved = MessageResponseSchema.extend({ data: AddressSchema });
const noSuchAddress = ErrorPayloadSchema.describe('The id names no address of this user.');

/**
 * The two address APIs of spec section 7 (decision 013): the account book (`/addresses`, `/address-detail`,
 * `/set-default`), for any logged-in account, and the checkout's (`/auth/add-address`, `/auth/update-addresses`,
 * `/auth/view-addresses`, `/auth/user-addresses`), for individual accounts. The spec lists the first as public: they
 * need a session anyway, and every id is checked against it.
 */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (app, { addresses }) => {
  noStore(app);

  app.get(
    '/addresses/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listAddresses',
        tags,
        summary: "The logged-in user's addresses (the id must be theirs), default first",
        params: IdParams,
        response: { 200: AddressListSchema, 403: notYours },
      },
    },
    async (request) => addresses.list(request.session!.user.id, request.params.id),
  );

  app.get(
    '/address-detail/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getAddress',
        tags,
        summary: "One of the user's addresses",
        params: IdParams,
        response: { 200: AddressSchema },
      },
    },
    async (request) => addresses.detail(request.session!.user.id, request.params.id),
  );

  app.post(
    '/addresses',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'saveAddress',
        tags,
        summary:
          "Saves a new address, or (with id) changes one; the answer is the text to show (the spec's client toasts the body)",
        body: AccountAddressBodySchema,
        response: { 200: z.string(), 403: notYours, 404: noSuchAddress },
      },
    },
    async (request, reply) => {
      await addresses.saveAccount(request.session!.user.id, request.body);
      // A JSON string: Fastify would send a bare string as it is, not as JSON.
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(request.body.id === undefined ? ADDRESS_MESSAGES.saved : ADDRESS_MESSAGES.updated));
    },
  );

  app.put(
    '/set-default/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'setDefaultAddress',
        tags,
        summary: "Makes one of the user's addresses the default",
        params: IdParams,
        body: SetDefaultBodySchema.optional(),
        response: { 200: MessageResponseSchema, 403: notYours },
      },
    },
    async (request) => {
      await addresses.makeDefault(request.session!.user.id, request.params.id, request.body?.user_id);
      return { status: 200 as const, message: ADDRESS_MESSAGES.madeDefault };
    },
  );

  app.delete(
    '/addresses/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'deleteAddress',
        tags,
        summary: "Deletes one of the user's addresses",
        params: IdParams,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await addresses.remove(request.session!.user.id, request.params.id);
      return { status: 200 as const, message: ADDRESS_MESSAGES.deleted };
    },
  );

  for (const [url, operationId, summary] of [
    ['/auth/add-address', 'addCheckoutAddress', 'Adds an address at checkout'],
    ['/auth/update-addresses', 'updateCheckoutAddress', 'Changes an address at checkout (with id)'],
  ] as const) {
    app.post(
      url,
      {
        config: { auth: 'individual' },
        schema: {
          operationId,
          tags,
          summary,
          body: CheckoutAddressBodySchema,
          response: { 200: Saved, 403: notYours, 404: noSuchAddress },
        },
      },
      async (request) => {
        const data = await addresses.saveCheckout(request.session!.user.id, request.body);
        return {
          status: 200 as const,
          message: request.body.id === undefined ? ADDRESS_MESSAGES.saved : ADDRESS_MESSAGES.updated,
          data,
        };
      },
    );
  }

  app.get(
    '/auth/view-addresses/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'viewCheckoutAddress',
        tags,
        summary: "One of the user's addresses, at checkout",
        params: IdParams,
        response: { 200: AddressSchema },
      },
    },
    async (request) => addresses.detail(request.session!.user.id, request.params.id),
  );

  app.get(
    '/auth/user-addresses/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'listCheckoutAddresses',
        tags,
        summary: "The user's addresses at checkout (the id must be theirs)",
        params: IdParams,
        response: { 200: AddressListSchema, 403: notYours },
      },
    },
    async (request) => addresses.list(request.session!.user.id, request.params.id),
  );
};
