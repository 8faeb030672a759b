import { SearchEngine } from '../../local/search-engine/search-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMaxBodyBytes, type RouteDef } from '../../shared/routes/define-route';
import { routes, type RouteId } from '../../shared/routes/route-table';
import type { Deps } from '../../functions/lib/deps';
import { startTestGateway, type TestGateway } from './gateway';
import { requestUrl, samples, seedRouteFixture, type Fixture, type Sample } from './route-samples';
import { useTestTable } from './table';
import { watchTableWrites } from './table-writes';

/** One hostile request: raw enough to carry what `fetch` and `URL` would otherwise clean up. */
interface Attack {
  name: string;
  /** The path and query exactly as sent, percent-encoding and all. */
  target: string;
  body?: string;
  contentType?: string;
}

const badEncodings = ['%E0%A4%A', '%', '%C0%AF', '%ED%A0%80', '%FF', '%%30'];
const hostileStrings = ['\u0000', 'a\u0007b', '\u001b[2J', 'x\ud800', '\udfff', 'line\nbreak', '\u0085', 'ok\u007f'];
/** The hostile strings an address can carry: a lone surrogate has no UTF-8 form, so it travels as the bad encodings above. */
const encodableHostileStrings = hostileStrings.filter((h) => !/[\ud800-\udfff]/.test(h));
const prototypeKeys = ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"__proto__":null}'];
const forgedCursors = ['e30', 'WzFd', 'InMi', 'NDI', 'eyJfX3Byb3RvX18iOnsieCI6MX19', 'c1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'];

/** Writes JSON with every non-ASCII and control character escaped, so lone surrogates survive the trip as `\ud800`. */
// eslint-disable-next-line no-control-regex -- the control characters are what this escapes
const rawJson = (value: unknown) => JSON.stringify(value).replace(/[\u0000-\u001f\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Every string in a sample body replaced, one at a time, by `replacement`. */
function withEachString(body: unknown, replacement: string): unknown[] {
  const variants: unknown[] = [];
  const walk = (node: unknown, rebuild: (value: unknown) => unknown): void => {
    if (typeof node === 'string') variants.push(rebuild(replacement));
    else if (Array.isArray(node)) node.forEach((item, i) => walk(item, (v) => rebuild(node.map((x, j) => (j === i ? v : x)))));
    else if (node && typeof node === 'object') {
      for (const key of Object.keys(node)) walk((node as Record<string, unknown>)[key], (v) => rebuild({ ...(node as object), [key]: v }));
    }
  };
  walk(body, (v) => v);
  return variants;
}

/**
 * Whether the one top-level field a variant changed holds a value its own schema accepts: a line break in a field
 * declared multi-line (`safeText({ multiline: true })`, an order's notes) is text, not an attack.
 */
function fieldDeclaresValid(route: RouteDef, sample: unknown, variant: unknown): boolean {
  const shape = (route.request.body as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> } | undefined)?.shape;
  if (!shape || !sample || typeof sample !== 'object' || !variant || typeof variant !== 'object') return false;
  const before = sample as Record<string, unknown>;
  const after = variant as Record<string, unknown>;
  const changed = Object.keys(after).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
  return changed.length === 1 && shape[changed[0]!]?.safeParse(after[changed[0]!]).success === true;
}

/** The hostile variants of a route's valid sample request. */
function attacksOn(id: RouteId, sample: Sample): Attack[] {
  const route: RouteDef = routes[id];
  const url = requestUrl('http://x', route.path, sample);
  const path = url.pathname;
  const query = url.search;
  const attacks: Attack[] = [];
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  for (const name of names) {
    for (const bad of badEncodings) {
      attacks.push({ name: `path parameter ${name} = ${bad}`, target: route.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === name ? bad : encodeURIComponent(sample.params?.[n] ?? ''))) + query });
    }
    for (const hostile of encodableHostileStrings) {
      attacks.push({ name: `path parameter ${name} holds ${JSON.stringify(hostile)}`, target: route.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(n === name ? hostile : (sample.params?.[n] ?? ''))) + query });
    }
  }
  for (const bad of badEncodings) attacks.push({ name: `query with ${bad}`, target: `${path}${query ? `${query}&` : '?'}q=${bad}` });
  attacks.push({ name: 'an unknown query parameter', target: `${path}${query ? `${query}&` : '?'}unknown=1` });
  attacks.push({ name: 'a __proto__ query parameter', target: `${path}${query ? `${query}&` : '?'}__proto__=1` });
  attacks.push({ name: 'a constructor query parameter', target: `${path}${query ? `${query}&` : '?'}constructor=x` });
  for (const hostile of encodableHostileStrings) {
    for (const key of Object.keys(sample.query ?? {})) {
      const q = new URLSearchParams(sample.query);
      q.set(key, hostile);
      attacks.push({ name: `query ${key} holds ${JSON.stringify(hostile)}`, target: `${path}?${q.toString()}` });
    }
  }
  if ('cursor' in ((route.request as { query?: { shape?: object } }).query?.shape ?? {})) {
    for (const cursor of forgedCursors) attacks.push({ name: `a forged cursor ${cursor}`, target: `${path}${query ? `${query}&` : '?'}cursor=${cursor}` });
  }
  if (route.method === 'GET') return attacks;

  const target = path + query;
  const limit = route.maxBodyBytes ?? defaultMaxBodyBytes;
  attacks.push({ name: 'malformed JSON', target, body: '{"a": [1, 2' });
  attacks.push({ name: 'JSON with a trailing comma', target, body: '{"a": 1,}' });
  attacks.push({ name: 'a body over the route limit', target, body: JSON.stringify({ pad: 'x'.repeat(limit) }) });
  attacks.push({ name: 'deep nesting', target, body: '['.repeat(Math.floor(limit / 2) - 2) + ']'.repeat(Math.floor(limit / 2) - 2) });
  attacks.push({ name: 'a body that is not JSON', target, body: rawJson(sample.body ?? {}), contentType: 'text/plain' });
  attacks.push({ name: 'a bare string', target, body: '"just a string"' });
  for (const keys of prototypeKeys) attacks.push({ name: `prototype keys ${keys}`, target, body: keys });
  if (sample.body && typeof sample.body === 'object') {
    attacks.push({ name: 'the sample with a __proto__ key', target, body: rawJson(sample.body).replace(/^\{/, '{"__proto__":{"isAdmin":true},') });
    for (const hostile of hostileStrings) {
      for (const body of withEachString(sample.body, hostile)) {
        if (fieldDeclaresValid(route, sample.body, body)) continue;
        attacks.push({ name: `a string field holding ${JSON.stringify(hostile)}`, target, body: rawJson(body) });
      }
    }
    for (const body of withEachString(sample.body, 'x'.repeat(100_000).slice(0, Math.max(0, limit - 200)))) {
      attacks.push({ name: 'a string field as long as the body allows', target, body: rawJson(body) });
    }
  }
  return attacks;
}

/** Sends the attack over a plain socket-level fetch: the target goes out byte for byte, never re-encoded. */
async function send(base: string, attack: Attack, method: string, token: string | undefined) {
  const started = performance.now();
  const res = await fetch(`${base}${attack.target}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(attack.body === undefined ? {} : { 'content-type': attack.contentType ?? 'application/json' }),
    },
    body: attack.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, contentType: res.headers.get('content-type') ?? '', nosniff: res.headers.get('x-content-type-options'), text };
}

describe('hostile input to every route in the route table', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let fixture: Fixture;
  let adminToken: string;
  beforeAll(async () => {
    deps = await useTestTable();
    fixture = await seedRouteFixture(deps);
    // Search Management's routes read and write the engine, as on one machine.
    gateway = await startTestGateway({ search: { engine: new SearchEngine(), keys: { adminKey: 'test-admin-key' } } });
    adminToken = await gateway.tokenFor('admin', 'hostile-admin');
  });
  afterAll(() => gateway.close());

  it('proves "writes nothing" with a watch that sees every write to the table, an unchanged rewrite included', async () => {
    const writes = await watchTableWrites(deps.config.DYNAMODB_ENDPOINT!, deps.config.TABLE_NAME);
    const role = { userId: 'watched-writer', role: 'employee', isActive: true, updatedBy: 'test' } as const;

    await deps.store.entities.roleRecord.put(role).go();
    await deps.store.entities.roleRecord.put(role).go();

    expect((await writes.since()).map((r) => r.eventName)).toEqual(['INSERT', 'MODIFY']);
  });

  const cases = (Object.keys(routes) as RouteId[]).flatMap((id) => (['anonymous', 'admin'] as const).map((caller) => ({ id, caller, method: routes[id].method, path: routes[id].path })));

  it.each(cases)('$method $path as $caller answers every attack with a 4xx within 5 s and writes nothing', async ({ id, caller, method }) => {
    const attacks = attacksOn(id, samples[id](fixture, caller === 'admin' ? 'hostile-admin' : undefined));
    const writes = await watchTableWrites(deps.config.DYNAMODB_ENDPOINT!, deps.config.TABLE_NAME);
    const failures: string[] = [];
    for (const attack of attacks) {
      const answer = await send(gateway.url, attack, method, caller === 'admin' ? adminToken : undefined);
      if (answer.status < 400 || answer.status >= 500) failures.push(`${attack.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      else if (answer.ms > 5000) failures.push(`${attack.name}: took ${Math.round(answer.ms)} ms`);
      else if (answer.nosniff !== 'nosniff') failures.push(`${attack.name}: no security headers`);
      else if (answer.status !== 401 && !answer.contentType.includes('application/problem+json') && !answer.contentType.includes('application/json')) {
        failures.push(`${attack.name}: ${answer.contentType}`);
      }
    }
    const written = (await writes.since()).map((r) => `${r.eventName} ${r.dynamodb?.Keys?.pk?.S}|${r.dynamodb?.Keys?.sk?.S}`);

    expect(attacks.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(written).toEqual([]);
  });
});
