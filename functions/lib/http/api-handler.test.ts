import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Problem } from '../../../shared/http/problem';
import { route } from '../../../shared/routes/define-route';
import { setDeps, type Deps } from '../deps';
import { apiHandler } from './api-handler';
import { ApiReply, type ApiInput } from './api-types';
import { logger } from './logger';
import { metrics } from '../observability/metrics';

// Role records are read from the table (current-role.integration.test.ts proves that); here the handler base
// only needs to ask for the caller's role, so the lookup answers from the records these callers would have.
vi.mock('../auth/current-role', () => ({
  currentRole: vi.fn(async (_deps: unknown, userId: string) => (userId === 'staff-1' ? 'employee' : 'user')),
}));

const spaOrigin = 'https://shop.example';

const renameWidget = route<{ widgetId: string; name: string; dryRun: boolean; by: string | null }>()({
  method: 'POST',
  path: '/api/admin/widgets/{widgetId}',
  handler: 'test/rename-widget',
  role: 'employee',
  summary: 'A route that exists only in this test.',
  maxBodyBytes: 256,
  request: {
    params: z.strictObject({ widgetId: z.string().regex(/^w\d+$/, 'Must be a widget id') }),
    query: z.strictObject({ dryRun: z.enum(['true', 'false']).default('false') }),
    body: z.strictObject({ name: z.string().trim().min(1, 'Name is required'), quantity: z.number().int().min(1).default(1) }),
  },
});
type RenameInput = ApiInput<(typeof renameWidget)['request']>;

const staffClaims = { sub: 'staff-1', email: 'staff@example.com', 'cognito:groups': '[employee]' };
const customerClaims = { sub: 'user-1', 'cognito:groups': '[]' };

interface EventOptions {
  body?: string;
  contentType?: string | null;
  claims?: Record<string, unknown> | null;
  widgetId?: string;
  query?: Record<string, string>;
  origin?: string;
  requestId?: string;
  isBase64Encoded?: boolean;
}

/** A payload v2 event as API Gateway's HTTP API (or the local gateway) sends it after the JWT authorizer. */
function event(options: EventOptions = {}): APIGatewayProxyEventV2 {
  const { widgetId = 'w1', requestId = 'req-1', claims = staffClaims } = options;
  const rawPath = `/api/admin/widgets/${widgetId}`;
  const headers: Record<string, string> = { host: 'api.shop.example' };
  if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
  if (options.origin) headers.origin = options.origin;
  return {
    version: '2.0',
    routeKey: 'POST /api/admin/widgets/{widgetId}',
    rawPath,
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers,
    ...(options.query ? { queryStringParameters: options.query } : {}),
    pathParameters: { widgetId },
    body: options.body ?? JSON.stringify({ name: 'Blue widget' }),
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      accountId: '111122223333',
      apiId: 'api',
      domainName: 'api.shop.example',
      domainPrefix: 'api',
      http: { method: 'POST', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId,
      routeKey: 'POST /api/admin/widgets/{widgetId}',
      stage: '$default',
      time: '15/Jun/2025:12:00:00 +0000',
      timeEpoch: 1749988800000,
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

const context = {} as Context;
const problemOf = (response: APIGatewayProxyStructuredResultV2) => JSON.parse(response.body!) as Problem;

let handle: ReturnType<typeof vi.fn<(input: RenameInput) => Promise<unknown>>>;
let lambda: ReturnType<typeof apiHandler>;

beforeEach(() => {
  // The handler base reads only config.SPA_ORIGIN from deps (for CORS); the route handler receives the rest.
  setDeps({ config: { SPA_ORIGIN: spaOrigin } } as unknown as Deps);
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  handle = vi.fn(async ({ params, query, body, caller }: RenameInput) => ({
    widgetId: params.widgetId,
    name: body.name,
    dryRun: query.dryRun === 'true',
    by: caller.userId,
  }));
  lambda = apiHandler(renameWidget, (input) => handle(input) as never);
});
afterEach(() => {
  setDeps(undefined);
  vi.restoreAllMocks();
});

describe('apiHandler', () => {
  it('records latency and the outcome per route in EMF: a success, a refusal (4xx) and a failure (5xx)', async () => {
    const recorded: { dimension: string; metric: string; value: number }[] = [];
    vi.spyOn(metrics, 'singleMetric').mockImplementation(() => {
      let dimension = '';
      return {
        addDimension: (name: string, value: string) => (dimension = `${name}=${value}`),
        addMetric: (metric: string, _unit: string, value: number) => recorded.push({ dimension, metric, value }),
      } as never;
    });

    await lambda(event(), context);
    await lambda(event({ widgetId: 'nope' }), context);
    handle.mockRejectedValueOnce(new Error('boom'));
    await lambda(event(), context);

    const route = 'route=POST /api/admin/widgets/{widgetId}';
    expect(recorded.filter((r) => r.metric !== 'latency')).toEqual([
      { dimension: route, metric: 'successes', value: 1 },
      { dimension: route, metric: 'refusals', value: 1 },
      { dimension: route, metric: 'errors', value: 1 },
    ]);
    expect(recorded.filter((r) => r.metric === 'latency')).toHaveLength(3);
    expect(recorded.every((r) => r.dimension === route && r.value >= 0)).toBe(true);
  });

  it('logs with the Lambda context and the request id as correlation id', async () => {
    const seen: (string | undefined)[] = [];
    handle.mockImplementationOnce(async () => {
      seen.push(logger.getCorrelationId() as string | undefined);
      return { widgetId: 'w1', name: 'x', dryRun: false, by: null };
    });

    await lambda(event({ requestId: 'req-correlated' }), { ...context, functionName: 'rename-widget', awsRequestId: 'aws-1' } as Context);

    expect(seen).toEqual(['req-correlated']);
  });

  it('answers 200 JSON with what the route handler returned, from validated input', async () => {
    const response = await lambda(event({ body: JSON.stringify({ name: '  Blue widget ' }), query: { dryRun: 'true' } }), context);

    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body!)).toEqual({ widgetId: 'w1', name: 'Blue widget', dryRun: true, by: 'staff-1' });
    expect(handle).toHaveBeenCalledWith(
      expect.objectContaining({ body: { name: 'Blue widget', quantity: 1 }, query: { dryRun: 'true' }, requestId: 'req-1' }),
    );
  });

  it('puts the request id and the security headers on a success', async () => {
    const response = await lambda(event({ requestId: 'req-success' }), context);

    expect(response.headers).toMatchObject({
      'x-request-id': 'req-success',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
  });

  it('adds CORS headers only for the SPA origin', async () => {
    const fromSpa = await lambda(event({ origin: spaOrigin }), context);
    const fromElsewhere = await lambda(event({ origin: 'https://evil.example' }), context);

    expect(fromSpa.headers?.['access-control-allow-origin']).toBe(spaOrigin);
    expect(fromElsewhere.headers?.['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an ApiReply with its own status and headers', async () => {
    handle.mockResolvedValueOnce(new ApiReply(201, { created: true }, { location: '/api/admin/widgets/w1' }));

    const response = await lambda(event(), context);

    expect(response).toMatchObject({ statusCode: 201, body: '{"created":true}' });
    expect(response.headers).toMatchObject({ location: '/api/admin/widgets/w1', 'x-request-id': 'req-1' });
  });

  it('answers 400 problem+json with every field error and never calls the handler', async () => {
    const response = await lambda(event({ widgetId: 'nope', query: { dryRun: 'maybe' }, body: JSON.stringify({ name: ' ', quantity: 0 }) }), context);

    expect(response.statusCode).toBe(400);
    expect(response.headers?.['content-type']).toBe('application/problem+json');
    expect(response.headers?.['x-request-id']).toBe('req-1');
    expect(problemOf(response)).toMatchObject({ status: 400, title: 'Invalid request', detail: '4 fields are invalid.', requestId: 'req-1' });
    expect(problemOf(response).errors?.map((e) => e.path).sort()).toEqual(['body.name', 'body.quantity', 'params.widgetId', 'query.dryRun']);
    expect(problemOf(response).errors).toContainEqual({ path: 'body.name', message: 'Name is required' });
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers 400 for an unknown body field, because request schemas are strict', async () => {
    const response = await lambda(event({ body: JSON.stringify({ name: 'Blue', isAdmin: true }) }), context);

    expect(response.statusCode).toBe(400);
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers 413 when the body exceeds the route limit, before parsing it', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(300) });

    const response = await lambda(event({ body }), context);

    expect(response.statusCode).toBe(413);
    expect(problemOf(response)).toMatchObject({ status: 413, detail: `The request body is ${body.length} bytes; this endpoint accepts at most 256.` });
    expect(handle).not.toHaveBeenCalled();
  });

  it('measures a base64 body by its decoded size', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Blue widget' })).toString('base64');

    const response = await lambda(event({ body, isBase64Encoded: true }), context);

    expect(response.statusCode).toBe(200);
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ body: { name: 'Blue widget', quantity: 1 } }));
  });

  it.each([
    ['a body that is not valid JSON', { body: '{"name": "Blue",' }, 'The request body is not valid JSON.'],
    ['a form-encoded body', { body: 'name=Blue', contentType: 'application/x-www-form-urlencoded' }, 'Send the request body as application/json.'],
    ['a text/plain body holding JSON', { contentType: 'text/plain' }, 'Send the request body as application/json.'],
    ['a body without a content type', { contentType: null }, 'Send the request body as application/json.'],
  ] satisfies [string, EventOptions, string][])('answers 400 for %s', async (_case, options, detail) => {
    const response = await lambda(event(options), context);

    expect(response.statusCode).toBe(400);
    expect(response.headers?.['content-type']).toBe('application/problem+json');
    expect(problemOf(response).detail).toBe(detail);
    expect(handle).not.toHaveBeenCalled();
  });

  it.each([
    ['a visitor who is not signed in', null, 401],
    ['a signed-in customer without a staff role', customerClaims, 403],
  ] as const)('refuses %s before judging the input', async (_case, claims, status) => {
    const response = await lambda(event({ claims, widgetId: 'nope', body: JSON.stringify({ name: '' }) }), context);

    expect(response.statusCode).toBe(status);
    expect(problemOf(response).errors).toBeUndefined();
    expect(response.headers?.['x-request-id']).toBe('req-1');
    expect(handle).not.toHaveBeenCalled();
  });

  it('hides an unexpected failure behind a 500 problem that quotes the request id', async () => {
    handle.mockRejectedValueOnce(new Error('ConditionalCheckFailed on table neonkeys-prod pk=SECRET'));

    const response = await lambda(event({ requestId: 'req-boom' }), context);

    expect(response.statusCode).toBe(500);
    expect(response.headers).toMatchObject({ 'content-type': 'application/problem+json', 'x-request-id': 'req-boom', 'x-frame-options': 'DENY' });
    expect(response.body).not.toContain('ConditionalCheckFailed');
    expect(response.body).not.toContain('SECRET');
    expect(problemOf(response)).toMatchObject({ status: 500, requestId: 'req-boom', instance: '/api/admin/widgets/w1' });
  });

  it('gives each of two interleaved invocations its own body', async () => {
    let arrived = 0;
    let releaseBoth!: () => void;
    const bothArrived = new Promise<void>((resolve) => (releaseBoth = resolve));
    handle.mockImplementation(async ({ body, params }) => {
      arrived += 1;
      if (arrived === 2) releaseBoth();
      await bothArrived;
      return { widgetId: params.widgetId, name: body.name, dryRun: false, by: null };
    });

    const [first, second] = await Promise.all([
      lambda(event({ widgetId: 'w1', requestId: 'req-a', body: JSON.stringify({ name: 'First' }) }), context),
      lambda(event({ widgetId: 'w2', requestId: 'req-b', body: JSON.stringify({ name: 'Second' }) }), context),
    ]);

    expect(JSON.parse(first.body!)).toMatchObject({ widgetId: 'w1', name: 'First' });
    expect(JSON.parse(second.body!)).toMatchObject({ widgetId: 'w2', name: 'Second' });
    expect([first.headers?.['x-request-id'], second.headers?.['x-request-id']]).toEqual(['req-a', 'req-b']);
  });
});
