import {
  ContactBodySchema,
  ErrorPayloadSchema,
  FORM_MESSAGES,
  FormSubmittedResponseSchema,
  PlatinumClubBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { FormsService } from './forms.service.ts';

const tags = ['content'];
const submitted = { status: 201 as const, message: FORM_MESSAGES.submitted };

/** `POST /contact-us` and `POST /platinum-club` of spec section 7, with the fields of decision 017. */
export const formsRoutes: FastifyPluginAsyncZod<{ forms: FormsService }> = async (app, { forms }) => {
  app.post(
    '/contact-us',
    {
      schema: {
        operationId: 'contactUs',
        tags,
        summary: "Contact form: stored, sent to the shop's inbox, acknowledged to the sender",
        body: ContactBodySchema,
        response: {
          201: FormSubmittedResponseSchema,
          400: ErrorPayloadSchema.describe('A field is missing or invalid: its message under `errors`.'),
        },
      },
      config: { rateLimit: RATE_LIMITS.forms },
    },
    async (request, reply) => {
      await forms.contact(request.body);
      return reply.code(201).send(submitted);
    },
  );

  app.post(
    '/platinum-club',
    {
      schema: {
        operationId: 'joinPlatinumClub',
        tags,
        summary: 'Joins the Platinum Club (21 or older): one membership per e-mail address',
        body: PlatinumClubBodySchema,
        response: {
          201: FormSubmittedResponseSchema,
          400: ErrorPayloadSchema.describe(
            'A field is missing or invalid (an age under 21 included): its message under `errors`.',
          ),
          409: ErrorPayloadSchema.describe('The address is a member already.'),
        },
      },
      config: { rateLimit: RATE_LIMITS.forms },
    },
    async (request, reply) => {
      await forms.joinClub(request.body);
      return reply.code(201).send(submitted);
    },
  );
};
