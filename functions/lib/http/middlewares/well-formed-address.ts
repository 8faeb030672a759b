import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ValidationError } from '../../../../shared/errors/domain-errors';

/** True when every %XX sequence decodes to well-formed UTF-8 (no cut-off escapes, overlong forms or surrogates). */
export function isWellFormedPercentEncoding(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses an address whose path or query has malformed percent-encoding (`%`, `%E0%A4%A`, `%C0%AF`, `%ED%A0%80`) with
 * a 400, before anything reads a parameter: decoding it later would throw, and a thrown URIError is a 500.
 */
export function wellFormedAddress(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const part = !isWellFormedPercentEncoding(event.rawPath ?? '')
        ? 'path'
        : !isWellFormedPercentEncoding((event.rawQueryString ?? '').replace(/\+/g, ' '))
          ? 'query'
          : null;
      if (part) {
        throw new ValidationError(`The address has malformed percent-encoding in its ${part}.`, {
          fieldErrors: [{ path: part, message: 'Malformed percent-encoding' }],
        });
      }
    },
  };
}
