import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** The multipart parser's own errors (it gives them no code): a truncated body, or no boundary. */
const UNREADABLE_FORM =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|\w+ terminated early due to unexpected end of multipart data)$/;

function isUnreadableForm(err: unknown): boolean {
  return err instanceof Error && !(err as { statusCode?: number }).statusCode && UNREADABLE_FORM.test(err.message);
}

/**
 * In a scope that reads multipart forms: a form the parser cannot read is the client's mistake, a 400 and not a
 * 500. Every other error goes on to the app's error handler unchanged.
 */
export function answerUnreadableForms(app: FastifyInstance): void {
  app.setErrorHandler((err) => {
    if (isUnreadableForm(err)) throw new AppError(400, 'BAD_FORM', 'The form could not be read.');
    throw err;
  });
}
