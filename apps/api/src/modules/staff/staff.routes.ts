import {
  AuditPageSchema,
  AuditQuerySchema,
  ErrorPayloadSchema,
  STAFF_SESSION_COOKIE,
  StaffAcceptBodySchema,
  StaffInvitationSchema,
  StaffInviteBodySchema,
  StaffLoginAnswerSchema,
  StaffLoginBodySchema,
  StaffMemberSchema,
  StaffMeSchema,
  StaffRecoveryCodesSchema,
  StaffRoleChangeBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { AuditRepo } from './audit.repo.ts';
import type { StaffAuth } from './staff-auth.service.ts';
import { actorOf } from './staff-guard.ts';
import type { StaffMembers } from './staff-members.service.ts';
import { presentMe, presentMember } from './staff-presenting.ts';

const tags = ['staff'];
/** How a staff call says who may make it in the OpenAPI document. */
export const STAFF_SECURITY: Array<Record<string, string[]>> = [{ staffSession: [] }, { staffKey: [] }];
const MemberParams = z.object({ id: z.coerce.number().int().positive({ error: 'Not a staff member id.' }) });
const InviteParams = z.object({ token: z.string().min(20).max(100) });
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks the permission, or a write came without the CSRF token.'),
};

export interface StaffRoutesOptions {
  auth: StaffAuth;
  members: StaffMembers;
  audit: AuditRepo;
  /** Secure cookies (production, or an https shop). */
  secureCookies: boolean;
  /** The path the session cookie is sent to: the staff calls, and nothing else of the shop. */
  cookiePath: string;
}

/** Signing in and out, the owner's staff screens and the audit log (issue 25). */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { auth, members, audit, secureCookies, cookiePath },
) => {
  app.post(
    '/login',
    {
      config: { staff: 'public', rateLimit: RATE_LIMITS.login },
      schema: {
        operationId: 'staffLogin',
        tags,
        summary: 'Signs a staff member in with e-mail, password and a TOTP code (or one recovery code)',
        body: StaffLoginBodySchema,
        response: { 200: StaffLoginAnswerSchema, 401: ErrorPayloadSchema, 429: ErrorPayloadSchema },
      },
    },
    async (request, reply) => {
      const login = await auth.login(request.body);
      void reply.setCookie(STAFF_SESSION_COOKIE, login.token, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        expires: login.expiresAt,
      });
      return { staff: presentMe(login.member), csrf_token: login.csrfToken, expires_at: login.expiresAt.toISOString() };
    },
  );

  app.post(
    '/logout',
    {
      config: { staff: 'signed-in' },
      schema: {
        operationId: 'staffLogout',
        tags,
        summary: 'Ends this staff session',
        security: STAFF_SECURITY,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (token) await auth.logout(token);
      void reply.clearCookie(STAFF_SESSION_COOKIE, { path: cookiePath });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config: { staff: 'signed-in' },
      schema: {
        operationId: 'staffMe',
        tags,
        summary: 'Who is signed in, and what their role allows',
        security: STAFF_SECURITY,
        response: { 200: StaffMeSchema, ...refusals },
      },
    },
    async (request) => presentMe(request.staff!.member),
  );

  app.get(
    '/members',
    {
      config: { staff: 'staff:manage' },
      schema: {
        operationId: 'staffListMembers',
        tags,
        summary: 'Every staff member',
        security: STAFF_SECURITY,
        response: { 200: z.array(StaffMemberSchema), ...refusals },
      },
    },
    async () => (await members.list()).map(presentMember),
  );

  app.post(
    '/members',
    {
      config: { staff: 'staff:manage' },
      schema: {
        operationId: 'staffInvite',
        tags,
        summary: 'Invites a person by e-mail, with a role',
        security: STAFF_SECURITY,
        body: StaffInviteBodySchema,
        response: { 201: StaffMemberSchema, ...refusals, 409: ErrorPayloadSchema },
      },
    },
    async (request, reply) => reply.code(201).send(presentMember(await members.invite(actorOf(request), request.body))),
  );

  app.post(
    '/members/:id/disable',
    {
      config: { staff: 'staff:manage' },
      schema: {
        operationId: 'staffDisable',
        tags,
        summary: 'Disables a member: their sessions and key stop working at once',
        security: STAFF_SECURITY,
        params: MemberParams,
        response: { 200: StaffMemberSchema, ...refusals, 404: ErrorPayloadSchema, 409: ErrorPayloadSchema },
      },
    },
    async (request) => presentMember(await members.disable(actorOf(request), request.params.id)),
  );

  app.post(
    '/members/:id/enable',
    {
      config: { staff: 'staff:manage' },
      schema: {
        operationId: 'staffEnable',
        tags,
        summary: 'Enables a disabled member again',
        security: STAFF_SECURITY,
        params: MemberParams,
        response: { 200: StaffMemberSchema, ...refusals, 404: ErrorPayloadSchema, 409: ErrorPayloadSchema },
      },
    },
    async (request) => presentMember(await members.enable(actorOf(request), request.params.id)),
  );

  app.post(
    '/members/:id/role',
    {
      config: { staff: 'staff:manage' },
      schema: {
        operationId: 'staffChangeRole',
        tags,
        summary: "Changes a member's role",
        security: STAFF_SECURITY,
        params: MemberParams,
        body: StaffRoleChangeBodySchema,
        response: { 200: StaffMemberSchema, ...refusals, 404: ErrorPayloadSchema, 409: ErrorPayloadSchema },
      },
    },
    async (request) => presentMember(await members.changeRole(actorOf(request), request.params.id, request.body.role)),
  );

  app.get(
    '/invitations/:token',
    {
      config: { staff: 'public', rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'staffGetInvitation',
        tags,
        summary: 'An invitation: who it is for, and the authenticator to set up',
        params: InviteParams,
        response: { 200: StaffInvitationSchema, 404: ErrorPayloadSchema },
      },
    },
    async (request) => members.invitation(request.params.token),
  );

  app.post(
    '/invitations/accept',
    {
      config: { staff: 'public', rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'staffAcceptInvitation',
        tags,
        summary: "Accepts an invitation with a password and the authenticator's code; answers the recovery codes, once",
        body: StaffAcceptBodySchema,
        response: { 200: StaffRecoveryCodesSchema, 404: ErrorPayloadSchema, 422: ErrorPayloadSchema },
      },
    },
    async (request) => ({ recovery_codes: await members.accept(request.body) }),
  );

  app.get(
    '/audit',
    {
      config: { staff: 'audit:read' },
      schema: {
        operationId: 'staffListAudit',
        tags,
        summary: 'The audit log, newest first, by member, entity and date',
        security: STAFF_SECURITY,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...refusals },
      },
    },
    async (request) => {
      const entries = await audit.list(request.query);
      const full = entries.length === request.query.limit;
      return { entries, next_before_id: full ? entries.at(-1)!.id : null };
    },
  );
};
