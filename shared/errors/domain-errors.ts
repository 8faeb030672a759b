import type { FieldError } from '../http/problem';

/**
 * An error a use case throws on purpose, in the domain's words. It knows nothing of HTTP: one mapper at the edge
 * (functions/lib/http/problem-response.ts) gives each kind its status, title and headers.
 */
export abstract class DomainError extends Error {
  readonly fieldErrors: FieldError[] | undefined;

  constructor(message: string, options?: { cause?: unknown; fieldErrors?: FieldError[] }) {
    super(message, { cause: options?.cause });
    this.fieldErrors = options?.fieldErrors;
  }
}

/** The request or its input breaks a rule; `fieldErrors` name each field. */
export class ValidationError extends DomainError {
  override name = 'ValidationError';
}

/** The caller has not proved who they are. */
export class UnauthorizedError extends DomainError {
  override name = 'UnauthorizedError';
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}

/** What the caller named does not exist (or is not theirs to see). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/** The change collides with the current state (sold meanwhile, changed by someone else). */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
}

/** The request is larger than this operation accepts. */
export class PayloadTooLargeError extends DomainError {
  override name = 'PayloadTooLargeError';
}

/** Well-formed, but the domain cannot do it as asked. */
export class UnprocessableError extends DomainError {
  override name = 'UnprocessableError';
}

/** The caller is over a limit; they may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  override name = 'RateLimitedError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Something the operation depends on is unavailable for now. */
export class ServiceUnavailableError extends DomainError {
  override name = 'ServiceUnavailableError';
}
