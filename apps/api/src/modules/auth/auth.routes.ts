import {
  ACCOUNT_MESSAGES,
  AuthResponseSchema,
  CodeSentResponseSchema,
  EmailVerificationBodySchema,
  ErrorPayloadSchema,
  ForgetPasswordBodySchema,
  GoogleLoginBodySchema,
  LOGIN_MESSAGES,
  MessageResponseSchema,
  MobileLoginBodySchema,
  PasswordLoginBodySchema,
  RegisterBodySchema,
  RefusalInBodySchema,
  ResetPasswordBodySchema,
  VERIFICATION_MESSAGES,
  VerifyOtpBodySchema,
} from '@shop/shared';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { CODE_TTL_SECONDS } from './codes.service.ts';
import type { LoginService } from './login.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { RegistrationService, Verified } from './registration.service.ts';

/** The HttpOnly cookie that lets the spec's client verify a sign-up with the code alone (decision 012). */
export const PENDING_COOKIE = 'pending_registration';
/** The header the spec's client reads the session token from (with an underscore, spec section 3). */
export const TOKEN_HEADER = 'x_auth_token';

export interface AuthRoutesOptions {
  registration: RegistrationService;
  login: LoginService;
  profile: ProfileService;
  /** Cookies only over HTTPS when the shop is served over it. */
  secureCookies: boolean;
}

const tags = ['accounts'];
const refused = (why: string) => ErrorPayloadSchema.describe(why);
const blocked = refused('The shop blocked this account (issue 25): it cannot log in.');

/** A successful login: the token in `x_auth_token` and in the body, the user's id and type (spec sections 3 and 7). */
function sendLogin(reply: FastifyReply, { user, token }: Verified, message: string) {
  return reply.header(TOKEN_HEADER, token).send({ status: 200 as const, message, user, token });
}

/**
 * Sign-up, verification, logins and password reset (spec section 7, issue 8). The spec's multipart bodies
 * (`/newLogin`, `/resendOTP`, `/verifyOTP`, `/google-login`) are read as well as JSON (see auth.module.ts).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { registration, login, profile, secureCookies },
) => {
  app.post(
    '/auth/register',
    {
      config: { auth: 'optional', rateLimit: RATE_LIMITS.codes, refusalsInBody: true },
      schema: {
        operationId: 'register',
        tags,
        summary:
          'Sign-up (or, with a session, a profile edit): checks the details and sends a code by e-mail (email_verification true) or SMS',
        description:
          'A refusal (a detail breaks a rule, the e-mail or mobile was proven by another account: errors.email[], errors.mobile[]; ' +
          "too many codes) answers 200 with its status inside, as the spec's own client reads it (decision 018).",
        body: RegisterBodySchema,
        response: { 200: z.union([CodeSentResponseSchema, RefusalInBodySchema]) },
      },
    },
    async (request, reply) => {
      const registered = await registration.register(request.body, {
        session: request.session,
        cookieToken: request.cookies[PENDING_COOKIE],
        clientAddress: request.ip,
      });
      void reply.setCookie(PENDING_COOKIE, registered.cookieToken, {
        path: '/api/v1/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        maxAge: CODE_TTL_SECONDS,
      });
      const message =
        registered.channel === 'email' ? VERIFICATION_MESSAGES.sentEmail : VERIFICATION_MESSAGES.sentPhone;
      return { status: 200 as const, message, resend_after: registered.resendAfter };
    },
  );

  app.post(
    '/auth/email-verification',
    {
      config: { auth: 'optional', rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'verifyRegistration',
        tags,
        summary:
          "The code of a sign-up or profile edit, with the pending-registration cookie, the session (an edit), or the e-mail or mobile and the sign-up's password: creates or updates the account and logs in",
        body: EmailVerificationBodySchema,
        response: {
          200: AuthResponseSchema,
          403: blocked,
          422: refused('The code is wrong, used, expired or spent, or no sign-up waits for it.'),
        },
      },
    },
    async (request, reply) => {
      const verified = await registration.verify(request.body, request.cookies[PENDING_COOKIE], request.session);
      void reply.clearCookie(PENDING_COOKIE, { path: '/api/v1/auth' });
      return sendLogin(reply, verified, VERIFICATION_MESSAGES.verified);
    },
  );

  for (const [url, operationId, message] of [
    ['/newLogin', 'sendLoginCode', LOGIN_MESSAGES.sent],
    ['/resendOTP', 'resendLoginCode', LOGIN_MESSAGES.resent],
  ] as const) {
    app.post(
      url,
      {
        config: { rateLimit: RATE_LIMITS.codes },
        schema: {
          operationId,
          tags,
          summary:
            'Sends a 6-digit login code by SMS to the mobile number (multipart or JSON). A number with no account gets the same answer.',
          body: MobileLoginBodySchema,
          response: { 200: CodeSentResponseSchema, 422: refused('The mobile number is not valid.') },
        },
      },
      async (request) => {
        const { resendAfter } = await login.sendLoginCode(request.body.mobile);
        return { status: 200 as const, message, resend_after: resendAfter };
      },
    );
  }

  app.post(
    '/verifyOTP',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'verifyLoginCode',
        tags,
        summary: 'The login code sent to a mobile number (multipart or JSON): logs in',
        body: VerifyOtpBodySchema,
        response: { 200: AuthResponseSchema, 403: blocked, 422: refused('Invalid OTP. Please try again.') },
      },
    },
    async (request, reply) =>
      sendLogin(reply, await login.verifyLoginCode(request.body.mobile, request.body.otp), LOGIN_MESSAGES.success),
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: RATE_LIMITS.login, refusalsInBody: true },
      schema: {
        operationId: 'passwordLogin',
        tags,
        summary:
          'E-mail (or mobile number) and password. A social login here (is_social) is refused: it goes through /google-login.',
        description:
          'A refusal (the e-mail or mobile and password do not match, a social login without a verified token, too many ' +
          "tries, an account the shop blocked) answers 200 with its status inside and no token, as the spec's own " +
          'client reads it (decision 018).',
        body: PasswordLoginBodySchema,
        response: { 200: z.union([AuthResponseSchema, RefusalInBodySchema]) },
      },
    },
    async (request, reply) => sendLogin(reply, await login.passwordLogin(request.body), LOGIN_MESSAGES.success),
  );

  app.post(
    '/google-login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        operationId: 'googleLogin',
        tags,
        summary:
          "The social payload with a Google ID token, verified against Google's keys (multipart or JSON): logs in, linking or creating the account",
        body: GoogleLoginBodySchema,
        response: {
          200: AuthResponseSchema,
          403: blocked,
          422: refused('The token is not valid, or the person is under 21.'),
        },
      },
    },
    async (request, reply) => sendLogin(reply, await login.googleLogin(request.body), LOGIN_MESSAGES.success),
  );

  app.post(
    '/forget-password',
    {
      config: { rateLimit: RATE_LIMITS.codes },
      schema: {
        operationId: 'forgotPassword',
        tags,
        summary:
          'E-mails a link to the reset page and a code to reset the password; an address no account proved gets the same answer',
        body: ForgetPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await login.forgotPassword(request.body.email);
      return { status: 200 as const, message: ACCOUNT_MESSAGES.resetSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary:
          "The e-mailed link's token (or the e-mail and its code) and a new password: sets it and ends every session",
        body: ResetPasswordBodySchema,
        response: {
          200: MessageResponseSchema,
          422: refused('The code is wrong, used, expired or spent, or the password breaks a rule.'),
        },
      },
    },
    async (request) => {
      await login.resetPassword(request.body);
      return { status: 200 as const, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'logout',
        tags,
        summary: 'Ends this session on the server',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await profile.logout(request.session!);
      return { status: 200 as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
};
