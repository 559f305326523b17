import {
  CONTENT_BODY_MAX_BYTES,
  CONTENT_MESSAGES,
  dbIdSchema,
  ErrorPayloadSchema,
  StaffContentListQuerySchema,
  StaffNewsBodySchema,
  StaffNewsListSchema,
  StaffNewsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { StaffNewsService } from './staff-news.service.ts';

const IdParams = z.object({ id: dbIdSchema('id') });
const refused = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema,
  422: ErrorPayloadSchema.describe('a field refused by the database: a taken address'),
};
const notFound = { 404: ErrorPayloadSchema.describe(CONTENT_MESSAGES.newsNotFound) };
const common = { tags: ['staff'], security: STAFF_SECURITY };
const staff = { staff: 'content:write' } as const;
/** A long article is larger than the API's usual request limit. */
const write = { config: staff, bodyLimit: CONTENT_BODY_MAX_BYTES };

/** The staff calls on news items (issue 26, item 6): `content:write`, every write audited. */
export const staffNewsRoutes: FastifyPluginAsyncZod<{ news: StaffNewsService }> = async (app, { news }) => {
  app.get(
    '/news',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffListNews',
        summary: 'News items, drafts and scheduled ones included, newest publication first',
        querystring: StaffContentListQuerySchema,
        response: { 200: StaffNewsListSchema, ...refused },
      },
    },
    async (request) => news.list(request.query),
  );
  app.get(
    '/news/:id',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffGetNews',
        summary: 'A news item with its body, as staff edit it',
        params: IdParams,
        response: { 200: StaffNewsSchema, ...refused, ...notFound },
      },
    },
    async (request) => news.get(request.params.id),
  );
  app.post(
    '/news',
    {
      ...write,
      schema: {
        ...common,
        operationId: 'staffCreateNews',
        summary: 'Creates a news item: a draft, published now, or scheduled (published with a future time)',
        body: StaffNewsBodySchema,
        response: { 201: StaffNewsSchema, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await news.create(actorOf(request), request.body)),
  );
  app.put(
    '/news/:id',
    {
      ...write,
      schema: {
        ...common,
        operationId: 'staffUpdateNews',
        summary: 'Replaces a news item; status draft unpublishes it',
        params: IdParams,
        body: StaffNewsBodySchema,
        response: { 200: StaffNewsSchema, ...refused, ...notFound },
      },
    },
    async (request) => news.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/news/:id',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffDeleteNews',
        summary: 'Deletes a news item',
        params: IdParams,
        response: { 204: z.null(), ...refused, ...notFound },
      },
    },
    async (request, reply) => {
      await news.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
