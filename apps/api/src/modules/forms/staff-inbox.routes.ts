import {
  AssignBodySchema,
  ContactMessagePageSchema,
  ContactMessageSchema,
  ContactMessagesQuerySchema,
  ErrorPayloadSchema,
  InboxAssigneeSchema,
  PageQuerySchema,
  PLATINUM_CSV_COLUMNS,
  PlatinumMemberPageSchema,
  shopToday,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { InboxService } from './inbox.service.ts';

const tags = ['staff'];
const staff = { staff: 'inbox:answer' } as const;
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks inbox:answer, or a write came without the CSRF token.'),
};
const MessageParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const notFound = { 404: ErrorPayloadSchema.describe('No contact message has this id.') };

/**
 * The inbox's contact messages and Platinum Club (issue 26, item 8), for the roles that answer the inbox: support,
 * manager and owner.
 */
export const staffInboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.get(
    '/inbox/messages',
    {
      config: staff,
      schema: {
        operationId: 'staffListContactMessages',
        tags,
        summary: 'Contact messages: the open ones (new and read) oldest first, or the done ones newest first; paged',
        security: STAFF_SECURITY,
        querystring: ContactMessagesQuerySchema,
        response: { 200: ContactMessagePageSchema, ...refusals },
      },
    },
    async (request) => inbox.messages(request.query.view, request.query.page),
  );

  app.get(
    '/inbox/assignees',
    {
      config: staff,
      schema: {
        operationId: 'staffListInboxAssignees',
        tags,
        summary: 'The staff members a contact message may be assigned to: active people whose role answers the inbox',
        security: STAFF_SECURITY,
        response: { 200: z.array(InboxAssigneeSchema), ...refusals },
      },
    },
    async () => inbox.assignees(),
  );

  app.post(
    '/inbox/messages/:id/read',
    {
      config: staff,
      schema: {
        operationId: 'staffReadContactMessage',
        tags,
        summary: 'Marks a contact message read (once; audited)',
        security: STAFF_SECURITY,
        params: MessageParams,
        response: { 200: ContactMessageSchema, ...refusals, ...notFound },
      },
    },
    async (request) => inbox.read(actorOf(request), request.params.id),
  );

  app.put(
    '/inbox/messages/:id/assignee',
    {
      config: staff,
      schema: {
        operationId: 'staffAssignContactMessage',
        tags,
        summary: 'Assigns a contact message to a staff member who answers the inbox, or to no one (null); audited',
        security: STAFF_SECURITY,
        params: MessageParams,
        body: AssignBodySchema,
        response: {
          200: ContactMessageSchema,
          ...refusals,
          ...notFound,
          422: ErrorPayloadSchema.describe('`staff_id` is not an active member who answers the inbox.'),
        },
      },
    },
    async (request) => inbox.assign(actorOf(request), request.params.id, request.body.staff_id),
  );

  app.post(
    '/inbox/messages/:id/done',
    {
      config: staff,
      schema: {
        operationId: 'staffFinishContactMessage',
        tags,
        summary: 'Marks a contact message done (answered); done twice is done once; audited',
        security: STAFF_SECURITY,
        params: MessageParams,
        response: { 200: ContactMessageSchema, ...refusals, ...notFound },
      },
    },
    async (request) => inbox.done(actorOf(request), request.params.id),
  );

  app.get(
    '/inbox/platinum-members',
    {
      config: staff,
      schema: {
        operationId: 'staffListPlatinumMembers',
        tags,
        summary: 'Platinum Club members, newest first; paged',
        security: STAFF_SECURITY,
        querystring: PageQuerySchema,
        response: { 200: PlatinumMemberPageSchema, ...refusals },
      },
    },
    async (request) => inbox.members(request.query.page),
  );

  app.get(
    '/inbox/platinum-members.csv',
    {
      config: staff,
      schema: {
        operationId: 'staffExportPlatinumMembers',
        tags,
        summary: `Every Platinum Club member as a CSV file (\`${PLATINUM_CSV_COLUMNS.join(',')}\`), by joining date`,
        security: STAFF_SECURITY,
        response: {
          200: { description: 'The members file', content: { 'text/csv': { schema: z.string() } } },
          ...refusals,
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="platinum-club-${shopToday(new Date())}.csv"`)
        .send(await inbox.membersCsv()),
  );
};
