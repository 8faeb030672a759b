import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { defaultMaxBodyBytes } from '../../../../shared/routes/define-route';
import { PayloadTooLargeError, ValidationError } from '../../../../shared/errors/domain-errors';
import type { ApiRoute } from '../api-types';

/** Enforces the route's body limit before parsing, then parses JSON; a body on a route without a body schema is refused. */
/** Parsed bodies are keyed by event, not held in a shared slot, because one local process serves requests concurrently. */
export function jsonBody(route: ApiRoute, parsedBodies: WeakMap<object, unknown>): MiddlewareObj<APIGatewayProxyEventV2> {
  const limit = route.maxBodyBytes ?? defaultMaxBodyBytes;
  return {
    before: ({ event }) => {
      if (event.body === undefined || event.body === null || event.body === '') return;
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
      if (raw.byteLength > limit) {
        throw new PayloadTooLargeError(`The request body is ${raw.byteLength} bytes; this endpoint accepts at most ${limit}.`);
      }
      if (route.rawBody) return;
      if (!route.request.body) throw new ValidationError('This endpoint takes no request body.');
      const contentType = event.headers['content-type'] ?? '';
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
        throw new ValidationError('Send the request body as application/json.');
      }
      try {
        parsedBodies.set(event, JSON.parse(raw.toString('utf8')));
      } catch {
        throw new ValidationError('The request body is not valid JSON.');
      }
    },
  };
}
