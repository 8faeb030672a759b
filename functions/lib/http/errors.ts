import type { FieldError } from '../../../shared/http/problem';

/** An error that knows its HTTP meaning; the error middleware maps it to problem+json once. */
export abstract class HttpError extends Error {
  abstract readonly status: number;
  abstract readonly title: string;
  readonly fieldErrors: FieldError[] | undefined;

  constructor(message: string, options?: { cause?: unknown; fieldErrors?: FieldError[] }) {
    super(message, { cause: options?.cause });
    this.fieldErrors = options?.fieldErrors;
  }
}

export class ValidationError extends HttpError {
  override name = 'ValidationError';
  readonly status = 400;
  readonly title = 'Invalid request';
}

export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';
  readonly status = 401;
  readonly title = 'Sign-in required';
}

export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
  readonly status = 403;
  readonly title = 'Forbidden';
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  readonly status = 404;
  readonly title = 'Not found';
}

export class ConflictError extends HttpError {
  override name = 'ConflictError';
  readonly status = 409;
  readonly title = 'Conflict';
}

export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError';
  readonly status = 413;
  readonly title = 'Payload too large';
}

export class UnprocessableError extends HttpError {
  override name = 'UnprocessableError';
  readonly status = 422;
  readonly title = 'Unprocessable request';
}

export class TooManyRequestsError extends HttpError {
  override name = 'TooManyRequestsError';
  readonly status = 429;
  readonly title = 'Too many requests';
}

export class ServiceUnavailableError extends HttpError {
  override name = 'ServiceUnavailableError';
  readonly status = 503;
  readonly title = 'Service unavailable';
}
