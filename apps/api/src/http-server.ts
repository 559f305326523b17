import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import type { ResponseCache } from './lib/response-cache.ts';
import type { Session } from './modules/auth/index.ts';
import { apiContractPlugin, openApiInfo } from './plugins/api-contract.ts';
import { authPlugin } from './plugins/auth.ts';
import { corsPlugin } from './plugins/cors.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { loadShedding } from './plugins/load-shedding.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id.ts';
import { bareSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';

/**
 * The HTTP server the whole shop is served by, and the plugins every request passes through before a module's route
 * (app.ts composes the modules on top).
 */

export const API_PREFIX = '/api/v1';

/** Repeated slashes in a URL's path become one; the query is left as sent. */
export function collapseSlashes(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.includes('//') ? path.replace(/\/{2,}/g, '/') + (query === -1 ? '' : url.slice(query)) : url;
}

/** Fastify with the shop's options and the zod type provider. */
export function createHttpServer(env: Env) {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Idle keep-alive connections are closed at once on shutdown; busy ones after their answer.
    forceCloseConnections: 'idle',
    ...requestIdOptions,
    // Requests arriving while the server stops get the error payload from the graceful-close plugin, not a bare 503.
    return503OnClosing: false,
    // `//images/x.svg` is `/images/x.svg`: clients that join an image base and a path with a slash send both forms.
    rewriteUrl: (req) => collapseSlashes(req.url ?? '/'),
    // Refusals made before routing (an over-long path parameter, a bad URL) still get the spec's error payload. No
    // hook runs for them, so their request id and security headers are set here.
    frameworkErrors: (err, request, reply: FastifyReply) => {
      const error = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'Bad request.';
      void reply
        .code(err.statusCode ?? 400)
        .headers({ ...bareSecurityHeaders(env.NODE_ENV === 'production'), 'x-request-id': request.id })
        .send({ error, code: err.code ?? 'BAD_REQUEST', requestId: request.id });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** Plugins that come first, for every request: request ids, errors, headers, closing, CORS, load and rate limits. */
export async function registerRequestPlugins(app: FastifyInstance, { env, redis }: { env: Env; redis?: Redis }) {
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    production: env.NODE_ENV === 'production',
    https: env.PUBLIC_BASE_URL?.startsWith('https:') ?? false,
    webDistDir: env.WEB_DIST_DIR,
    imageBase: env.IMAGE_BASE_URL,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
  });
  // After the headers: a request refused because the server is stopping still carries them.
  await app.register(gracefulClosePlugin);
  await app.register(corsPlugin, { origins: env.CORS_ORIGINS });
  await app.register(loadShedding, { maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS });
  if (env.RATE_LIMITS) await app.register(rateLimitPlugin, { redis, keyPrefix: env.REDIS_KEY_PREFIX });
}

/** Plugins the API's routes build on: sessions, HTTP caching, the contract checks and the OpenAPI documents. */
export async function registerApiPlugins(
  app: FastifyInstance,
  opts: { env: Env; cache: ResponseCache; resolveSession: (token: string) => Promise<Session | undefined> },
) {
  const { env } = opts;
  await app.register(authPlugin, { resolve: opts.resolveSession });
  await app.register(httpCachePlugin, { cache: opts.cache });
  await app.register(apiContractPlugin);
  await app.register(swagger, {
    openapi: openApiInfo(env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`),
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    // The docs page brings its own scripts: swagger-ui sends a policy hashing them; framing stays refused.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
