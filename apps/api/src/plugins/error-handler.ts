import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/transaction.ts';
import { AppError, MovedPermanentlyError } from '../lib/errors.ts';
import { isUnavailable } from '../lib/unavailable.ts';
import { RETRY_AFTER_SECONDS } from './load-shedding.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an upload route answers when its file passes the multipart size limit (each route has its own limit). */
    fileTooLarge?: string;
    /**
     * Refusals (4xx) answer 200 with the status inside the error payload, as the spec's own client reads its login and
     * sign-up (decision 018). Only for calls whose 2xx nobody could take for a success: they carry no token.
     */
    refusalsInBody?: boolean;
  }
}

/** Field lists the spec names in its error payload (`errors.email[]`, `errors.mobile[]`), and any other field. */
function fieldErrors(
  issues: { instancePath?: string; params?: { issue?: { path?: PropertyKey[] } }; message?: string }[],
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[path] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

type Refusal = {
  status: number;
  payload: { error: string; code: string; requestId: string; errors?: Record<string, string[]> };
};

/** A failure that is the request's own (4xx) as the error payload and its status; undefined for any other failure. */
function answerRefusal(err: FastifyError, request: FastifyRequest): Refusal | undefined {
  const requestId = request.id;
  if (err instanceof AppError) {
    if (err.statusCode >= 500) return undefined;
    return {
      status: err.statusCode,
      payload: { error: err.message, code: err.code, requestId, ...(err.fieldErrors && { errors: err.fieldErrors }) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    return {
      status: 400,
      payload: {
        error: first?.message ?? 'Invalid request.',
        code: 'VALIDATION_FAILED',
        requestId,
        errors: fieldErrors(err.validation as never),
      },
    };
  }
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  // Fastify's own refusals: malformed JSON, oversized body, unsupported media type...
  const message =
    err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'Request body is too large.'
      : err.code === 'FST_REQ_FILE_TOO_LARGE'
        ? (request.routeOptions.config.fileTooLarge ?? 'The file is too large.')
        : err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT'
          ? 'Too many fields or files in the form.'
          : err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || err.code === 'FST_PROTO_VIOLATION'
            ? 'The form could not be read.'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type.'
              : err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError
                ? 'Request body is not valid JSON.'
                : err.message;
  return { status, payload: { error: message, code: err.code ?? 'BAD_REQUEST', requestId } };
}

/** PostgreSQL's data exceptions (SQLSTATE class 22): a value, not the database, is at fault. */
const isDataException = (err: unknown) => /^22...$/.test(sqlState(err) ?? '');

/**
 * One place maps every failure to the spec's error payload: `{ error, code, requestId, errors? }`. A database that
 * cannot answer now is a 503 with Retry-After; unknown failures become a logged 500 with a generic message. A route
 * may ask for its refusals inside a 200 (`refusalsInBody`).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof MovedPermanentlyError) {
        const [pathname = '', query] = request.url.split('?');
        const location = `${pathname.replace(/[^/]*\/?$/, encodeURIComponent(err.to))}${query ? `?${query}` : ''}`;
        return reply
          .code(301)
          .header('location', location)
          .send({ error: err.message, code: err.code, requestId: request.id });
      }
      const refusal = answerRefusal(err, request);
      if (refusal && request.routeOptions.config.refusalsInBody)
        return reply.code(200).send({ status: refusal.status, ...refusal.payload });
      if (refusal) return reply.code(refusal.status).send(refusal.payload);
      const requestId = request.id;
      if (err instanceof AppError) {
        if (err.statusCode === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply
          .code(err.statusCode)
          .send({ error: err.message, code: err.code, requestId, ...(err.fieldErrors && { errors: err.fieldErrors }) });
      }
      if (isDataException(err)) {
        // A value the request carried that the database cannot hold (a NUL character, a number past a column's range):
        // the request's fault, refused whole (its statement failed). The log says which check let it through.
        request.log.warn({ err }, 'a request value the database cannot store');
        return reply
          .code(400)
          .send({ error: 'The request holds a value the shop cannot store.', code: 'UNSTORABLE_VALUE', requestId });
      }
      if (err.statusCode === 503 || isUnavailable(err)) {
        // The database is away or the process is overloaded: a retry later will work, so say so.
        request.log.warn({ err }, 'service unavailable');
        return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
          error: 'The shop is busy right now. Please try again in a moment.',
          code: 'SERVICE_UNAVAILABLE',
          requestId,
        });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ error: 'Oops, Something went wrong!', code: 'INTERNAL', requestId });
    });
  },
  { name: 'error-handler' },
);
