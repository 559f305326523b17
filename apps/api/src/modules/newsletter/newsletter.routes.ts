import {
  AlreadySubscribedResponseSchema,
  ErrorPayloadSchema,
  NEWSLETTER_MESSAGES,
  NewsletterLinkAnswerSchema,
  NewsletterTokenBodySchema,
  SubscribeBodySchema,
  SubscribedResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Notifier } from '../../notifier/notifier.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createNewsletterRepo } from './newsletter.repo.ts';
import { createNewsletterService } from './newsletter.service.ts';

const tags = ['content'];

export interface NewsletterRoutesOptions {
  notifier: Notifier;
  shopUrl: string;
  onDeliveryError: (err: unknown) => void;
}

// The links' tokens are 256 random bits: no rate limit guards them, and a mail provider's one-click posts for many
// people from one address are never refused.
const badLink = ErrorPayloadSchema.describe('No subscription has this token (or, to confirm, it has unsubscribed).');

/**
 * `POST /subscribers`: the newsletter sign-up of spec section 7, with double opt-in (issue 26): the row waits
 * unconfirmed until the e-mailed link is followed (`/subscribers/confirm`); every newsletter's link unsubscribes
 * without a login (`/subscribers/unsubscribe`, and the one-click `List-Unsubscribe` POST of RFC 8058).
 */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (app, options) => {
  const newsletter = createNewsletterService({ repo: createNewsletterRepo(app.db), ...options });

  app.post(
    '/subscribers',
    {
      schema: {
        operationId: 'subscribe',
        tags,
        summary:
          'Newsletter sign-up: 201 when added (unconfirmed: a confirmation link is e-mailed), 200 when already ' +
          'subscribed, 422 with the spec message when the address is missing or invalid',
        body: SubscribeBodySchema,
        response: {
          200: AlreadySubscribedResponseSchema,
          201: SubscribedResponseSchema,
          422: ErrorPayloadSchema.describe(
            "The address is missing or invalid: the spec's message, under `errors.email`.",
          ),
        },
      },
      // The spec wants its own messages with 422, not the generic 400 of schema validation:
      // the service applies the same shared schema to the raw body and throws the 422 itself.
      attachValidation: true,
      config: { rateLimit: RATE_LIMITS.subscribe },
    },
    async (request, reply) => {
      if ((await newsletter.subscribe(request.body)) === 'subscribed') {
        return reply.code(201).send({ status: 201 as const, message: NEWSLETTER_MESSAGES.subscribed });
      }
      return reply.code(200).send({ status: 200 as const, message: NEWSLETTER_MESSAGES.subscribed });
    },
  );

  app.post(
    '/subscribers/confirm',
    {
      schema: {
        operationId: 'confirmSubscription',
        tags,
        summary: 'Confirms a sign-up with the token of its e-mailed link (a second time changes nothing)',
        body: NewsletterTokenBodySchema,
        response: { 200: NewsletterLinkAnswerSchema, 404: badLink },
      },
    },
    async (request) => ({ message: await newsletter.confirm(request.body.token) }),
  );

  app.post(
    '/subscribers/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribe',
        tags,
        summary: "Unsubscribes the address of a newsletter's link, without a login; idempotent",
        body: NewsletterTokenBodySchema,
        response: { 200: NewsletterLinkAnswerSchema, 404: badLink },
      },
    },
    async (request) => ({ message: await newsletter.unsubscribe(request.body.token) }),
  );

  // A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form to the header's URL,
  // the token in its query. The form's body says nothing else, so it is read as text and not looked at.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/newsletter/unsubscribe',
      {
        schema: {
          operationId: 'unsubscribeOneClick',
          tags,
          summary: "The `List-Unsubscribe-Post` target of every newsletter: unsubscribes the token's address",
          querystring: NewsletterTokenBodySchema,
          response: {
            200: NewsletterLinkAnswerSchema,
            404: badLink,
            415: ErrorPayloadSchema.describe('The body is not the one-click form a mail client posts.'),
          },
        },
      },
      async (request) => ({ message: await newsletter.unsubscribe(request.query.token) }),
    );
  });
};
