import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Problem } from '../../../shared/http/problem';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
  type DomainError,
} from '../../../shared/errors/domain-errors';
import { logger } from './logger';
import { problemResponse } from './problem-response';

let logError: MockInstance<typeof logger.error>;
beforeEach(() => {
  logError = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const bodyOf = (response: { body?: string }) => JSON.parse(response.body!) as Problem;

describe('problemResponse', () => {
  it('answers a rate limit with 429 and the seconds to wait in Retry-After', () => {
    const response = problemResponse(new RateLimitedError('Too many search-log requests. Try again in 17 seconds.', 17), 'req-9', '/api/search-log');

    expect(response.statusCode).toBe(429);
    expect(response.headers).toEqual({ 'content-type': 'application/problem+json', 'retry-after': '17' });
    expect(bodyOf(response)).toMatchObject({ title: 'Too many requests', detail: 'Too many search-log requests. Try again in 17 seconds.' });
  });

  it.each<[DomainError, number, string]>([
    [new ValidationError('Check the form.'), 400, 'Invalid request'],
    [new UnauthorizedError('Sign in first.'), 401, 'Sign-in required'],
    [new ForbiddenError('Staff only.'), 403, 'Forbidden'],
    [new NotFoundError('No product p1.'), 404, 'Not found'],
    [new ConflictError('The key was sold meanwhile.'), 409, 'Conflict'],
    [new PayloadTooLargeError('Too big.'), 413, 'Payload too large'],
    [new UnprocessableError('Cannot refund a delivered key.'), 422, 'Unprocessable request'],
    [new ServiceUnavailableError('KMS is down.'), 503, 'Service unavailable'],
  ])('answers %s with its own status, title and detail', (error, status, title) => {
    const response = problemResponse(error, 'req-1', '/api/products/p1');

    expect(response.statusCode).toBe(status);
    expect(response.headers).toEqual({ 'content-type': 'application/problem+json' });
    expect(bodyOf(response)).toEqual({
      type: `https://neonkeys.dev/problems/${title.toLowerCase().replace(/ /g, '-')}`,
      title,
      status,
      detail: error.message,
      instance: '/api/products/p1',
      requestId: 'req-1',
    });
  });

  it('lists the field errors of an invalid request', () => {
    const errors = [{ path: 'body.keys.3', message: 'A key cannot be empty' }];

    const response = problemResponse(new ValidationError('A key cannot be empty', { fieldErrors: errors }), 'req-1', '/api/x');

    expect(bodyOf(response).errors).toEqual(errors);
  });

  it('does not log client errors as failures', () => {
    problemResponse(new NotFoundError('No product p1.'), 'req-1', '/api/x');

    expect(logError).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['an unknown Error', new Error('connect ECONNREFUSED 10.0.0.12:8000 password=hunter2')],
    ['a thrown string', 'connect ECONNREFUSED 10.0.0.12:8000 password=hunter2'],
  ])('hides %s behind a 500 that quotes only the request id', (_case, error) => {
    const response = problemResponse(error, 'req-42', '/api/products');

    expect(response.statusCode).toBe(500);
    expect(response.headers).toEqual({ 'content-type': 'application/problem+json' });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.body).not.toContain('hunter2');
    expect(bodyOf(response)).toMatchObject({ title: 'Internal Server Error', status: 500, requestId: 'req-42', instance: '/api/products' });
    expect(bodyOf(response).detail).toContain('req-42');
  });

  it('logs an unknown error with the request id so support can find it', () => {
    const error = new Error('boom');

    problemResponse(error, 'req-42', '/api/products');

    expect(logError).toHaveBeenCalledWith('unhandled error', { requestId: 'req-42', error });
  });
});
