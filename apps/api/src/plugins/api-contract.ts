import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { ErrorPayloadSchema } from '@shop/shared';

/** What each error status means, for every call that can answer it (the error payload's schema). */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed (its URL, headers or body) or a field is invalid: the error payload names the fields.',
  404: 'Nothing answers to this id or route.',
  401: 'No session, or the token sent opens none (unknown, revoked or expired): log in again.',
  403: 'This account may not do this (a corporate account at the cart, wishlist, checkout or orders).',
  413: 'The request body is too large.',
  414: 'A path parameter is longer than any id or route.',
  415: 'The request body is not JSON.',
  422: "A field breaks a rule: the error payload names it, with the spec's message.",
  429: 'Too many requests from this client: wait `Retry-After` seconds.',
  500: 'An unexpected failure (logged with the request id).',
  503: 'The shop cannot answer now (its database is away, or it is overloaded or stopping): retry after `Retry-After` seconds.',
};

const errorPayload = (status: number) => ErrorPayloadSchema.describe(ERROR_DESCRIPTIONS[status] ?? 'An error.');
const NOT_MODIFIED = z.null().describe('Not modified: the copy the client names in If-None-Match is current.');

type RouteSchema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<number, unknown>;
  operationId?: string;
  hide?: boolean;
  security?: unknown;
};

/**
 * The statuses a call can answer beyond its own: validation (400) when it takes input, not found (404) and too long
 * (414) when its
 * path names something, body limits (413, 415) when it takes a body, 429 when it is rate limited, 304 for public
 * GETs, and 500 and 503 for all. Each gets the error payload's schema, so documents and answers cannot drift.
 */
export function standardResponses(
  route: Pick<RouteOptions, 'method' | 'config'> & { schema?: RouteSchema },
): Record<number, unknown> {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  // Any call can get a 400: a URL or header the server cannot parse is refused before routing.
  const statuses = [400, 500, 503];
  if (schema.params) statuses.push(404, 414);
  const config = route.config as { rateLimit?: unknown; auth?: string; refusalsInBody?: boolean } | undefined;
  // A call that answers its refusals inside a 200 answers these statuses there too.
  if (schema.body && !config?.refusalsInBody) statuses.push(413, 415);
  if (config?.rateLimit && !config.refusalsInBody) statuses.push(429);
  if (config?.auth) statuses.push(401);
  if (config?.auth === 'individual' || config?.auth === 'corporate') statuses.push(403);
  const added: Record<number, unknown> = Object.fromEntries(statuses.map((s) => [s, errorPayload(s)]));
  if (methods.includes('GET') && (route.config as { publicCache?: unknown } | undefined)?.publicCache)
    added[304] = NOT_MODIFIED;
  return added;
}

/**
 * Completes every documented call's schema as routes are added: the standard error statuses (above), and its
 * security: none for public calls, the bearer token for calls that need a session (`config.auth`). A documented call
 * without an
 * `operationId` is a programming error: client generators need one.
 */
export const apiContractPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as RouteSchema | undefined;
      if (!schema || schema.hide || route.method === 'HEAD') return;
      if (!schema.operationId)
        throw new Error(`${String(route.method)} ${route.url} needs an operationId in its schema.`);
      schema.response = { ...standardResponses({ ...route, schema }), ...schema.response };
      schema.security ??= securityOf((route.config as { auth?: string } | undefined)?.auth);
    });
  },
  { name: 'api-contract' },
);

/** Public calls need nothing; the others a session token, which `optional` calls take when it is sent. */
function securityOf(auth: string | undefined): Array<Record<string, string[]>> {
  if (!auth) return [];
  return auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
}

/**
 * The document's frame: what the API is and under which terms, and its two kinds of caller: customers (a bearer
 * session token) and staff (issue 25: a session cookie with a CSRF header on writes, or a service account's key).
 */
export function openApiInfo(publicBaseUrl: string): Partial<OpenAPIV3.Document> {
  return {
    info: {
      title: 'Cellar shop API',
      version: '1.0.0',
      description:
        'The calls of the storefront (spec section 7). Amounts are AED. Errors carry the error payload: `{ error, code, requestId, errors? }`.',
      license: { name: "Proprietary: the shop's terms and conditions", url: `${publicBaseUrl}/terms-conditions` },
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from the `x_auth_token` header of a login (spec sections 3 and 6).',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'staff_session',
          description:
            "A staff session (issue 25), set by `staffLogin`. Every write also sends the login's `csrf_token` in the `x-csrf-token` header.",
        },
        staffKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A service account's key (`sk_…`, from `npm run staff:create -- --service`): the staff commands.",
        },
      },
    },
  };
}
