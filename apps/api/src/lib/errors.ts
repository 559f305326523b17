/** Errors the services throw; one handler maps them to the spec's error payload. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

/**
 * What a path names now lives under another name (a product whose route staff changed): answered 301, with the
 * path's last segment replaced by `to` as the Location.
 */
export class MovedPermanentlyError extends AppError {
  constructor(readonly to: string) {
    super(301, 'MOVED_PERMANENTLY', `This has moved to ${to}.`);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(422, 'VALIDATION_FAILED', message, fieldErrors);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests. Please wait a moment and try again.') {
    super(429, 'RATE_LIMITED', message);
  }
}

/** The shop cannot do this now (a dependency is away); the client should try again later. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'The shop is busy right now. Please try again in a moment.', code = 'SERVICE_UNAVAILABLE') {
    super(503, code, message);
  }
}

/** No session, or one that has ended: the client must log in (again). */
export class UnauthorizedError extends AppError {
  constructor(message: string, code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

/** The session's user may not do this (a corporate account at the cart, another user's resource). */
export class ForbiddenError extends AppError {
  constructor(message: string, code = 'FORBIDDEN') {
    super(403, code, message);
  }
}
