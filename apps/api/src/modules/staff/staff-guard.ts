import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { roleCan, STAFF_CSRF_HEADER, STAFF_MESSAGES, STAFF_SESSION_COOKIE, type StaffPermission } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { noStore } from '../../plugins/no-store.ts';
import type { StaffActor } from './audit.repo.ts';
import type { StaffAuth, StaffPrincipal } from './staff-auth.service.ts';

/**
 * What a staff route needs: a named permission, any signed-in member (`signed-in`: who am I, log out), or nobody
 * (`public`: logging in, reading and accepting an invitation). Every route of the staff scope must say: one that
 * does not stops the server at start, so no staff call is ever left open by omission.
 */
export type StaffRequirement = StaffPermission | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRequirement;
  }
  interface FastifyRequest {
    /** The staff member calling a staff route; null on `public` ones. */
    staff: StaffPrincipal | null;
  }
}

/** A service account's key, as opposed to a customer's session token sent to a staff call by mistake or on purpose. */
const SERVICE_KEY = /^sk_[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Who did a staff write, for its audit entry. */
export function actorOf(request: FastifyRequest): StaffActor {
  const member = request.staff?.member;
  if (!member) throw new UnauthorizedError(STAFF_MESSAGES.loginRequired, 'STAFF_LOGIN_REQUIRED');
  return { staffId: member.id, label: `${member.name} <${member.email}> (${member.role})`, requestId: request.id };
}

/**
 * Sets up the staff scope (issue 25): reads the staff cookie here only, keeps every answer out of caches, and before
 * any body is read resolves the caller, checks the route's permission and, for a write made with the session cookie,
 * the CSRF token. A customer's token never opens a staff call: only a session cookie or a service key does.
 */
export async function staffGuard(app: FastifyInstance, auth: StaffAuth): Promise<void> {
  await app.register(cookie);
  noStore(app);
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.staff)
      throw new Error(`Staff route ${route.method} ${route.url} declares no config.staff: every staff call must.`);
  });
  app.addHook('onRequest', async (request) => {
    const requirement = request.routeOptions.config.staff;
    if (!requirement || requirement === 'public') return;
    const bearer = bearerToken(request.headers.authorization);
    const sessionToken = request.cookies[STAFF_SESSION_COOKIE];
    let principal: StaffPrincipal | undefined;
    if (bearer !== undefined) {
      if (!SERVICE_KEY.test(bearer)) throw new UnauthorizedError(STAFF_MESSAGES.staffOnly, 'STAFF_ONLY');
      principal = await auth.byKey(bearer);
    } else if (sessionToken) {
      principal = await auth.bySession(sessionToken);
    } else {
      throw new UnauthorizedError(STAFF_MESSAGES.loginRequired, 'STAFF_LOGIN_REQUIRED');
    }
    if (!principal) throw new UnauthorizedError(STAFF_MESSAGES.sessionInvalid, 'STAFF_SESSION_INVALID');
    if (principal.via === 'session' && !SAFE_METHODS.has(request.method)) {
      const given = request.headers[STAFF_CSRF_HEADER];
      if (typeof given !== 'string' || !sameText(given, auth.csrfFor(sessionToken!)))
        throw new ForbiddenError(STAFF_MESSAGES.csrfMissing, 'CSRF_FAILED');
    }
    if (requirement !== 'signed-in' && !roleCan(principal.member.role as never, requirement))
      throw new ForbiddenError(STAFF_MESSAGES.forbidden, 'STAFF_FORBIDDEN');
    request.staff = principal;
  });
}
