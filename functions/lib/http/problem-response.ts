import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { problemContentType, type Problem } from '../../../shared/http/problem';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from '../../../shared/errors/domain-errors';
import { logger } from './logger';

/** Each kind of domain error's HTTP answer; the first class the error is an instance of wins. */
const answers: [new (...args: never[]) => DomainError, number, string][] = [
  [ValidationError, 400, 'Invalid request'],
  [UnauthorizedError, 401, 'Sign-in required'],
  [ForbiddenError, 403, 'Forbidden'],
  [NotFoundError, 404, 'Not found'],
  [ConflictError, 409, 'Conflict'],
  [PayloadTooLargeError, 413, 'Payload too large'],
  [UnprocessableError, 422, 'Unprocessable request'],
  [RateLimitedError, 429, 'Too many requests'],
  [ServiceUnavailableError, 503, 'Service unavailable'],
];

/** Maps any thrown value to RFC 9457 problem+json; unknown errors become a 500 that shows only the request id. */
export function problemResponse(error: unknown, requestId: string, instance: string): APIGatewayProxyStructuredResultV2 {
  let problem: Problem;
  const headers: Record<string, string> = { 'content-type': problemContentType };
  const answer = error instanceof DomainError ? answers.find(([type]) => error instanceof type) : undefined;
  if (error instanceof DomainError && answer) {
    const [, status, title] = answer;
    problem = {
      type: `https://neonkeys.dev/problems/${slug(title)}`,
      title,
      status,
      detail: error.message,
      instance,
      requestId,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    };
    if (error instanceof RateLimitedError) headers['retry-after'] = String(error.retryAfterSeconds);
    if (status >= 500) logger.error('request failed', { requestId, error });
  } else {
    logger.error('unhandled error', { requestId, error: error as Error });
    problem = {
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: `Something went wrong on our side. Quote request id ${requestId} if you contact support.`,
      instance,
      requestId,
    };
  }
  return { statusCode: problem.status, headers, body: JSON.stringify(problem) };
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
