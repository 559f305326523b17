import {
  CONTENT_BODY_MAX_BYTES,
  CONTENT_MESSAGES,
  dbIdSchema,
  ErrorPayloadSchema,
  StaffFaqBodySchema,
  StaffFaqListQuerySchema,
  StaffFaqListSchema,
  StaffFaqMoveBodySchema,
  StaffFaqSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { StaffFaqService } from './staff-faq.service.ts';

const IdParams = z.object({ id: dbIdSchema('id') });
const refused = { 401: ErrorPayloadSchema, 403: ErrorPayloadSchema, 422: ErrorPayloadSchema };
const notFound = { 404: ErrorPayloadSchema.describe(CONTENT_MESSAGES.faqNotFound) };
const common = { tags: ['staff'], security: STAFF_SECURITY };
const staff = { staff: 'content:write' } as const;
const write = { config: staff, bodyLimit: CONTENT_BODY_MAX_BYTES };

/** The staff calls on the content pages' FAQ lists (issue 26, item 6): `content:write`, every write audited. */
export const staffFaqRoutes: FastifyPluginAsyncZod<{ faq: StaffFaqService }> = async (app, { faq }) => {
  app.get(
    '/faqs',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffListFaqs',
        summary: "One page's FAQ entries (page, about or corporate), in display order",
        querystring: StaffFaqListQuerySchema,
        response: { 200: StaffFaqListSchema, ...refused },
      },
    },
    async (request) => faq.list(request.query.scope),
  );
  app.post(
    '/faqs',
    {
      ...write,
      schema: {
        ...common,
        operationId: 'staffCreateFaq',
        summary: 'Adds a question and its answer to a list (at its end unless a position is given)',
        body: StaffFaqBodySchema,
        response: { 201: StaffFaqSchema, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await faq.create(actorOf(request), request.body)),
  );
  app.put(
    '/faqs/:id',
    {
      ...write,
      schema: {
        ...common,
        operationId: 'staffUpdateFaq',
        summary: 'Replaces a question and its answer',
        params: IdParams,
        body: StaffFaqBodySchema,
        response: { 200: StaffFaqSchema, ...refused, ...notFound },
      },
    },
    async (request) => faq.update(actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/faqs/:id/move',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffMoveFaq',
        summary: 'Moves an entry one place up or down its list; answers the list in its new order',
        params: IdParams,
        body: StaffFaqMoveBodySchema,
        response: { 200: StaffFaqListSchema, ...refused, ...notFound },
      },
    },
    async (request) => faq.move(actorOf(request), request.params.id, request.body.direction),
  );
  app.delete(
    '/faqs/:id',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffDeleteFaq',
        summary: 'Deletes a question',
        params: IdParams,
        response: { 204: z.null(), ...refused, ...notFound },
      },
    },
    async (request, reply) => {
      await faq.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
