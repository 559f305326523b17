import {
  dbIdSchema,
  ErrorPayloadSchema,
  PriceHistorySchema,
  PRODUCT_MESSAGES,
  ProductArchiveBodySchema,
  ProductBodySchema,
  ProductListQuerySchema,
  ProductOptionsSchema,
  roleCan,
  StaffProductPageSchema,
  StaffProductSchema,
  type StaffPermission,
  type StaffRole,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { Can } from './staff-products.checks.ts';
import type { StaffProductsService } from './staff-products.service.ts';

const ProductParams = z.object({ id: dbIdSchema('id') });
const tags = ['staff'];
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe(
    'The role lacks catalog:write, or sets a price (pricing:write) or stock (stock:write) it may not: `errors` names those fields.',
  ),
};
const notFound = { 404: ErrorPayloadSchema.describe(PRODUCT_MESSAGES.notFound) };
const refused = {
  400: ErrorPayloadSchema.describe('A field is invalid: `errors` names each, as `sizes.1.offer_price_fils`'),
  422: ErrorPayloadSchema.describe('A field names what does not exist, or a route another product has or had'),
};

const canOf =
  (request: FastifyRequest): Can =>
  (permission: StaffPermission) =>
    roleCan(request.staff!.member.role as StaffRole, permission);

/**
 * The staff's products (issue 26, item 1): listed, read for editing, created, edited, archived and restored, and a
 * product's price history. Every call needs `catalog:write`; prices and stock need their own permission too.
 */
export const staffProductsRoutes: FastifyPluginAsyncZod<{ products: StaffProductsService }> = async (
  app,
  { products },
) => {
  const config = { staff: 'catalog:write' as const };
  const security = STAFF_SECURITY;

  app.get(
    '/products',
    {
      config,
      schema: {
        operationId: 'staffListProducts',
        tags,
        summary: 'A page of products, active and archived, searched by name or route, by state and category',
        security,
        querystring: ProductListQuerySchema,
        response: { 200: StaffProductPageSchema, ...refusals },
      },
    },
    async (request) => products.list(request.query),
  );

  app.get(
    '/products/options',
    {
      config,
      schema: {
        operationId: 'staffProductOptions',
        tags,
        summary: "What a product's pickers offer: categories, brands, origins and curated lists",
        security,
        response: { 200: ProductOptionsSchema, ...refusals },
      },
    },
    async () => products.options(),
  );

  app.get(
    '/products/:id',
    {
      config,
      schema: {
        operationId: 'staffGetProduct',
        tags,
        summary: 'A product as the editor opens it: stored HTML, every size with its cost, its lists',
        security,
        params: ProductParams,
        response: { 200: StaffProductSchema, ...refusals, ...notFound },
      },
    },
    async (request) => products.one(request.params.id),
  );

  app.post(
    '/products',
    {
      config,
      schema: {
        operationId: 'staffCreateProduct',
        tags,
        summary: 'Creates a product with its sizes (on sale at once), audited',
        security,
        body: ProductBodySchema,
        response: { 201: StaffProductSchema, ...refusals, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await products.create(actorOf(request), canOf(request), request.body)),
  );

  app.put(
    '/products/:id',
    {
      config,
      schema: {
        operationId: 'staffUpdateProduct',
        tags,
        summary:
          'Replaces a product and its sizes: sizes with an id are changed, without one added, left out removed (never one in orders); an old route answers 301',
        security,
        params: ProductParams,
        body: ProductBodySchema,
        response: { 200: StaffProductSchema, ...refusals, ...notFound, ...refused },
      },
    },
    async (request) => products.update(actorOf(request), canOf(request), request.params.id, request.body),
  );

  app.post(
    '/products/:id/archive',
    {
      config,
      schema: {
        operationId: 'staffArchiveProduct',
        tags,
        summary: 'Archives a product (off sale, kept), or restores it with `archived: false`',
        security,
        params: ProductParams,
        body: ProductArchiveBodySchema,
        response: { 200: StaffProductSchema, ...refusals, ...notFound, 409: ErrorPayloadSchema },
      },
    },
    async (request) => products.archive(actorOf(request), request.params.id, request.body.archived),
  );

  app.get(
    '/products/:id/price-history',
    {
      config,
      schema: {
        operationId: 'staffProductPriceHistory',
        tags,
        summary: "A product's price changes, newest first, from the audit log",
        security,
        params: ProductParams,
        response: { 200: PriceHistorySchema, ...refusals, ...notFound },
      },
    },
    async (request) => products.priceHistory(request.params.id),
  );
};
