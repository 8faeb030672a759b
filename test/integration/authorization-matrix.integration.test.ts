import { SearchEngine } from '../../local/search-engine/search-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satisfiesRole, type Role } from '../../shared/auth/roles';
import { routes, type RouteId } from '../../shared/routes/route-table';
import { requestUrl, samples, seedRouteFixture, type Fixture } from './route-samples';
import { startTestGateway, type TestGateway } from './gateway';
import { useTestTable } from './table';

const callers = ['anonymous', 'user', 'employee', 'admin'] as const;
type CallerKind = (typeof callers)[number];

/** 401 without a token, 403 with too low a role, a success otherwise. */
const expectedFor = (required: Role, caller: CallerKind): '2xx' | 401 | 403 => {
  if (required === 'public') return '2xx';
  if (caller === 'anonymous') return 401;
  return satisfiesRole(caller, required) ? '2xx' : 403;
};

const matrix = (Object.keys(routes) as RouteId[]).flatMap((id) =>
  callers.map((caller) => ({ id, caller, method: routes[id].method, path: routes[id].path, expected: expectedFor(routes[id].role, caller) })),
);

describe('the authorisation matrix, generated from the route table', () => {
  let gateway: TestGateway;
  let fixture: Fixture;
  const tokens: Partial<Record<CallerKind, string>> = {};
  beforeAll(async () => {
    fixture = await seedRouteFixture(await useTestTable());
    // Search Management's routes read and write the engine, as on one machine.
    gateway = await startTestGateway({ search: { engine: new SearchEngine(), keys: { adminKey: 'test-admin-key' } } });
    for (const role of ['user', 'employee', 'admin'] as const) tokens[role] = await gateway.tokenFor(role, `matrix-${role}`);
  });
  afterAll(() => gateway.close());

  it.each(matrix)('$method $path as $caller: $expected', async ({ id, caller, method, path, expected }) => {
    const sample = samples[id](fixture, `matrix-${caller}`);
    const url = requestUrl(gateway.url, path, sample);
    const token = caller === 'anonymous' ? undefined : tokens[caller];
    const hasBody = sample.body !== undefined || sample.rawBody !== undefined;

    const res = await fetch(url, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}), ...sample.headers },
      body: sample.rawBody ?? (sample.body === undefined ? undefined : JSON.stringify(sample.body)),
    });
    await res.arrayBuffer();

    if (expected === '2xx') expect(res.status >= 200 && res.status < 300, `answered ${res.status}`).toBe(true);
    else expect(res.status).toBe(expected);
  });
});
