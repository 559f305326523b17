import { ACCOUNT_MESSAGES, QUOTATION_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { Session } from '../modules/auth/index.ts';

/**
 * What a route needs of its caller: `optional` (a session when one is sent), `user` (any logged-in account),
 * `individual` (logged in, and not corporate: cart, wishlist, checkout, orders, reviews; spec section 6) or
 * `corporate` (a corporate account: quotations, decision 017).
 */
export type AuthRequirement = 'optional' | 'user' | 'individual' | 'corporate';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    /** The caller's session on routes that ask for one (`config.auth`); null for a guest. */
    session: Session | null;
  }
}

/** The token of `Authorization: Bearer <token>` (spec section 6), if the header has that form. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The one auth plugin (issue 8): routes declare `config: { auth }`, and before their body is even read the
 * session is resolved and the guard applied. A token that opens nothing (unknown, tampered, revoked, expired) is a
 * 401 wherever it is sent, so a client never mistakes a dead session for a guest.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { resolve: (token: string) => Promise<Session | undefined> }) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const requirement = request.routeOptions.config.auth;
      if (!requirement) return;
      const token = bearerToken(request.headers.authorization);
      const session = token === undefined ? undefined : await opts.resolve(token);
      if (token !== undefined && !session)
        throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionInvalid, 'SESSION_INVALID');
      if (!session) {
        if (requirement === 'optional') return;
        throw new UnauthorizedError(ACCOUNT_MESSAGES.loginRequired, 'LOGIN_REQUIRED');
      }
      if (requirement === 'individual' && session.user.user_type === 'corporate')
        throw new ForbiddenError(ACCOUNT_MESSAGES.corporateRefused, 'CORPORATE_REFUSED');
      if (requirement === 'corporate' && session.user.user_type !== 'corporate')
        throw new ForbiddenError(QUOTATION_MESSAGES.corporateOnly, 'CORPORATE_ONLY');
      request.session = session;
    });
  },
  { name: 'auth' },
);
