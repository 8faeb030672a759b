import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { tracer } from '../observability/tracer';
import { logger } from './logger';
import { recordRequest } from '../observability/metrics';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { FieldError } from '../../../shared/http/problem';
import type { RouteDef, RouteRequest } from '../../../shared/routes/define-route';
import { depsFor, type Deps } from '../deps';
import type { Provider } from '../wiring/provider';
import { ApiReply, type ApiInput, type ApiResult, type LambdaHttpHandler } from './api-types';
import { authorize } from './authorize';
import { callerFrom, type Caller } from './caller';
import { currentRole } from '../auth/current-role';
import { jsonBody } from './middlewares/json-body';
import { withResponseHeaders } from './middlewares/response-headers';
import { throwIfInvalid, validatePart } from './middlewares/validate-request';
import { wellFormedAddress } from './middlewares/well-formed-address';
import { problemResponse } from './problem-response';

type RouteResponse<D> = D extends { readonly response?: infer R } ? R : never;

/**
 * The handler base: authorisation, body limit and JSON parsing, zod validation, one error mapper,
 * security headers, CORS for the SPA only, and a request id on every response. Handlers stay thin.
 */
export function apiHandler<D extends RouteDef<unknown, RouteRequest>>(
  route: D,
  handle: (input: ApiInput<D['request']>) => Promise<ApiResult<RouteResponse<D>>>,
  /** The adapters this handler uses beyond the table; only these are bundled, and each must be declared in `route.needs`. */
  wiring: { uses?: readonly Provider[] } = {},
): LambdaHttpHandler {
  const uses = wiring.uses ?? [];
  const depsOf = () => depsFor(route.needs, uses);
  const parsedBodies = new WeakMap<object, unknown>();
  const callers = new WeakMap<object, Caller>();
  const spaOrigin = () => depsOf().config.SPA_ORIGIN;
  const base = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const caller = callers.get(event) ?? callerFrom(event);
    const errors: FieldError[] = [];
    const input = {
      params: validatePart('params', route.request.params, event.pathParameters, errors),
      query: validatePart('query', route.request.query, event.queryStringParameters, errors),
      body: validatePart('body', route.request.body, parsedBodies.get(event), errors),
    };
    throwIfInvalid(errors);
    const result = await handle({ ...input, caller, deps: depsOf(), requestId: requestIdOf(event), event } as ApiInput<D['request']>);
    return toResponse(result);
  };
  const routeKey = `${route.method} ${route.path}`;
  const started = new WeakMap<object, number>();
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    // The Lambda context and this request's id on every log line, cleared after each invocation.
    .use(injectLambdaContext(logger, { resetKeys: true }))
    // A subsegment per invocation on AWS; never the response, which may hold keys.
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use({
      before: ({ event }) => {
        started.set(event, performance.now());
        logger.setCorrelationId(requestIdOf(event));
      },
      after: ({ event, response }) => recordRequest(routeKey, response?.statusCode ?? 200, performance.now() - (started.get(event) ?? performance.now())),
      onError: ({ event, response }) => recordRequest(routeKey, response?.statusCode ?? 500, performance.now() - (started.get(event) ?? performance.now())),
    })
    .use(wellFormedAddress())
    // Role first: a caller without the right role learns nothing about body limits or input rules.
    .use({
      before: async ({ event }) => {
        const caller = await resolveCaller(event, route, depsOf);
        callers.set(event, caller);
        authorize(caller, route.role);
      },
    })
    .use(jsonBody(route, parsedBodies))
    .use({
      after: (request) => {
        request.response = finish(request.response ?? { statusCode: 204 }, request.event, spaOrigin());
      },
      onError: (request) => {
        request.response = finish(problemResponse(request.error, requestIdOf(request.event), request.event.rawPath), request.event, spaOrigin());
      },
    })
    .handler(base) as LambdaHttpHandler;
}

/**
 * The verified identity, with the role taken from the caller's role records on every protected route (the
 * token's groups only mirror them and may be stale). Public routes skip the lookup.
 */
async function resolveCaller(event: APIGatewayProxyEventV2, route: RouteDef, depsOf: () => Deps): Promise<Caller> {
  const caller = callerFrom(event);
  if (route.role === 'public' || !caller.userId) return caller;
  return { ...caller, role: await currentRole(depsOf(), caller.userId) };
}

function toResponse(result: unknown): APIGatewayProxyStructuredResultV2 {
  if (result instanceof ApiReply) {
    const body = result.rawJson ?? (result.body === undefined ? undefined : JSON.stringify(result.body));
    return {
      statusCode: result.status,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...result.headers },
      ...(body === undefined ? {} : { body }),
    };
  }
  return { statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(result) };
}

function finish(response: APIGatewayProxyStructuredResultV2, event: APIGatewayProxyEventV2, origin: string) {
  return withResponseHeaders(response, requestIdOf(event), event.headers.origin, origin);
}

const requestIdOf = (event: APIGatewayProxyEventV2) => event.requestContext.requestId;
