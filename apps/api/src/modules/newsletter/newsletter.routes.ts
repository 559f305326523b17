import {
  AlreadySubscribedResponseSchema,
  ErrorPayloadSchema,
  NEWSLETTER_MESSAGES,
  SubscribeBodySchema,
  SubscribedResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createNewsletterRepo } from './newsletter.repo.ts';
import { createNewsletterService } from './newsletter.service.ts';

const tags = ['content'];

/** `POST /subscribers`: the newsletter sign-up of spec section 7. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = createNewsletterService({ repo: createNewsletterRepo(app.db) });

  app.post(
    '/subscribers',
    {
      schema: {
        operationId: 'subscribe',
        tags,
        summary:
          'Newsletter sign-up: 201 when added, 200 when already subscribed, 422 with the spec message when the address is missing or invalid',
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
};
