import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { problemContentType, type Problem } from '../../../shared/http/problem';
import { HttpError } from './errors';
import { logger } from './logger';

/** Maps any thrown value to RFC 9457 problem+json; unknown errors become a 500 that shows only the request id. */
export function problemResponse(error: unknown, requestId: string, instance: string): APIGatewayProxyStructuredResultV2 {
  let problem: Problem;
  if (error instanceof HttpError) {
    problem = {
      type: `https://neonkeys.dev/problems/${slug(error.title)}`,
      title: error.title,
      status: error.status,
      detail: error.message,
      instance,
      requestId,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    };
    if (error.status >= 500) logger.error('request failed', { requestId, error });
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
  return { statusCode: problem.status, headers: { 'content-type': problemContentType }, body: JSON.stringify(problem) };
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
