import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RouteDef } from './define-route';
import { routes } from './route-table';

const table = Object.entries(routes as Record<string, RouteDef>);
const staffRoles = ['employee', 'admin'];
// Vite lists the handler modules at transform time without loading them; shared/ may not import node:fs, even in tests.
const handlerModules = new Set(Object.keys(import.meta.glob('../../functions/**/*.ts')));

const requestSchemas = table.flatMap(([id, def]) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = def.request[part];
    return schema ? [[`${id}.${part}`, schema] as const] : [];
  }),
);

describe('the route table', () => {
  it.each(table)('serves %s under /api/', (_id, def) => {
    expect(def.path).toMatch(/^\/api\//);
  });

  it.each(table.filter(([, def]) => staffRoles.includes(def.role)))('keeps staff route %s under /api/admin/', (_id, def) => {
    expect(def.path).toMatch(/^\/api\/admin\//);
  });

  it.each(table.filter(([, def]) => def.path.startsWith('/api/admin/')))('requires a staff role for admin route %s', (_id, def) => {
    expect(staffRoles).toContain(def.role);
  });

  it.each(table)('points %s at a handler module that exists', (_id, def) => {
    expect(handlerModules).toContain(`../../functions/${def.handler}.ts`);
  });

  it('never declares the same method and path twice', () => {
    const pairs = table.map(([, def]) => `${def.method} ${def.path}`);

    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it.each(table)('validates exactly the path parameters of %s', (_id, def) => {
    const inPath = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const params = def.request.params;
    const inSchema = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];

    expect(inSchema).toEqual(inPath);
  });

  it.each(requestSchemas)('rejects an unknown key in %s', (_where, schema) => {
    const result = schema.safeParse({ unexpectedKey: 'x' });

    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['unexpectedKey'] }));
  });
});
