import {
  ErrorPayloadSchema,
  NewsletterSendBodySchema,
  NewsletterSendSchema,
  shopToday,
  SUBSCRIBER_CSV_COLUMNS,
  SubscriberPageSchema,
  SubscribersQuerySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { NewsletterSends } from './newsletter-sends.service.ts';

const tags = ['staff'];
const staff = { staff: 'inbox:answer' } as const;
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks inbox:answer, or a write came without the CSRF token.'),
};

/** The inbox's newsletter (issue 26, item 8): the subscribers, their export and the send. */
export const staffNewsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterSends }> = async (
  app,
  { newsletter },
) => {
  app.get(
    '/inbox/subscribers',
    {
      config: staff,
      schema: {
        operationId: 'staffListSubscribers',
        tags,
        summary:
          'Newsletter subscribers: confirmed, waiting for confirmation, or unsubscribed, newest first; paged, with ' +
          'the number confirmed now',
        security: STAFF_SECURITY,
        querystring: SubscribersQuerySchema,
        response: { 200: SubscriberPageSchema, ...refusals },
      },
    },
    async (request) => newsletter.subscribers(request.query.view, request.query.page),
  );

  app.get(
    '/inbox/subscribers.csv',
    {
      config: staff,
      schema: {
        operationId: 'staffExportSubscribers',
        tags,
        summary: `Confirmed subscribers only, as a CSV file (\`${SUBSCRIBER_CSV_COLUMNS.join(',')}\`)`,
        security: STAFF_SECURITY,
        response: {
          200: { description: 'The subscribers file', content: { 'text/csv': { schema: z.string() } } },
          ...refusals,
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${shopToday(new Date())}.csv"`)
        .send(await newsletter.subscribersCsv()),
  );

  app.get(
    '/inbox/newsletter-sends',
    {
      config: staff,
      schema: {
        operationId: 'staffListNewsletterSends',
        tags,
        summary: 'The latest newsletters sent, newest first, with how far each delivery has gone',
        security: STAFF_SECURITY,
        response: { 200: z.array(NewsletterSendSchema), ...refusals },
      },
    },
    async () => newsletter.sends(),
  );

  app.post(
    '/inbox/newsletter-sends',
    {
      config: staff,
      schema: {
        operationId: 'staffSendNewsletter',
        tags,
        summary:
          'Sends a newsletter (subject, and a body in the shared HTML allow-list) to every confirmed subscriber, in ' +
          'batches, each e-mail with its unsubscribe link; audited. The same `key` again sends nothing and answers ' +
          'the send it made (200)',
        security: STAFF_SECURITY,
        body: NewsletterSendBodySchema,
        response: {
          200: NewsletterSendSchema.describe('A retry: this key was sent before; nothing is sent again.'),
          201: NewsletterSendSchema,
          ...refusals,
          422: ErrorPayloadSchema.describe('The body has no text once cleaned, or no subscriber has confirmed.'),
        },
      },
    },
    async (request, reply) => {
      const { created, send } = await newsletter.send(actorOf(request), request.body);
      return reply.code(created ? 201 : 200).send(send);
    },
  );
};
