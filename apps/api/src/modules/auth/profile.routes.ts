import {
  ACCOUNT_MESSAGES,
  ChangePasswordResponseSchema,
  CodeSentResponseSchema,
  DeleteAccountBodySchema,
  ErrorPayloadSchema,
  MeSchema,
  MessageResponseSchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { presentMe, type ProfileService } from './profile.service.ts';

export interface ProfileRoutesOptions {
  profile: ProfileService;
  /** The shop's public address for full picture URLs; the request's own origin when unset. */
  publicBaseUrl?: string;
}

const tags = ['accounts'];
const refused = (why: string) => ErrorPayloadSchema.describe(why);
/** Multipart or JSON: flat fields, or `data` (JSON text) beside the picture in `profile[]` (spec's client, 7.21). */
const ProfileFormSchema = z
  .record(z.string(), z.unknown())
  .describe('Details to change: flat fields, or `data` (JSON) with the picture in `profile[]`');

/** The form's details and its picture's bytes, whichever way the client sent them. */
function profileForm(body: Record<string, unknown>): { fields: unknown; picture?: Buffer } {
  const picture = [body['profile[]'], body.profile, body.picture].find((v): v is Buffer => Buffer.isBuffer(v));
  if (typeof body.data === 'string') {
    try {
      return { fields: JSON.parse(body.data), picture };
    } catch {
      return { fields: { full_name: null }, picture };
    }
  }
  const fields = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => !Buffer.isBuffer(value) && key !== 'profile' && key !== 'profile[]'),
  );
  return { fields, picture };
}

/** `GET /auth/me`, profile edits, password change and account deletion (spec section 7, issue 8). */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profile, publicBaseUrl }) => {
  const pictureUrl = (request: FastifyRequest) => (name: string) =>
    `${publicBaseUrl ?? `${request.protocol}://${request.host}`}/profile/${name}`;

  app.get(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { operationId: 'getMe', tags, summary: "The logged-in account's details", response: { 200: MeSchema } },
    },
    async (request) => presentMe(await profile.me(request.session!), pictureUrl(request)),
  );

  app.post(
    '/auth/update-profile',
    {
      config: { auth: 'user', fileTooLarge: ACCOUNT_MESSAGES.pictureTooLarge, rateLimit: RATE_LIMITS.uploads },
      schema: {
        operationId: 'updateProfile',
        tags,
        summary:
          'Changes details and the profile picture (JPEG, PNG or WebP by content, 5 MB at most; re-encoded without metadata)',
        body: ProfileFormSchema,
        response: {
          200: MessageResponseSchema.extend({ data: MeSchema }),
          403: refused("user_id is another account's."),
          422: refused('A detail or the picture breaks a rule.'),
        },
      },
    },
    async (request) => {
      const { fields, picture } = profileForm(request.body);
      const user = await profile.update(request.session!, fields, picture);
      return {
        status: 200 as const,
        message: ACCOUNT_MESSAGES.profileUpdated,
        data: presentMe(user, pictureUrl(request)),
      };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { auth: 'user', rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'changePassword',
        tags,
        summary: 'Current password, new password and its confirmation: sets it and ends every session (log in again)',
        body: z.record(z.string(), z.unknown()),
        response: {
          200: ChangePasswordResponseSchema,
          403: refused("user_id is another account's."),
          422: refused('The current password is wrong, or the new one breaks a rule.'),
        },
      },
    },
    async (request) => {
      await profile.changePassword(request.session!, request.body);
      return { status: 200 as const, message: ACCOUNT_MESSAGES.passwordChanged, original: {} };
    },
  );

  app.post(
    '/auth/delete-account/code',
    {
      config: { auth: 'user', rateLimit: RATE_LIMITS.codes },
      schema: {
        operationId: 'requestAccountDeletion',
        tags,
        summary: 'E-mails the code that confirms deleting the account',
        response: { 200: CodeSentResponseSchema },
      },
    },
    async (request) => {
      const { resendAfter } = await profile.requestDeletion(request.session!);
      return { status: 200 as const, message: ACCOUNT_MESSAGES.deletionCodeSent, resend_after: resendAfter };
    },
  );

  app.post(
    '/auth/delete-account',
    {
      config: { auth: 'user', rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'deleteAccount',
        tags,
        summary:
          'With the e-mailed code: erases the account and its personal data (its orders stay, as tax records, with the details they were placed with), and ends its sessions',
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, 422: refused('The code is wrong, used, expired or spent.') },
      },
    },
    async (request) => {
      await profile.deleteAccount(request.session!, request.body.code);
      return { status: 200 as const, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};
