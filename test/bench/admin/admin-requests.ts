import type { z } from 'zod';
import { routes, type RouteId } from '../../../shared/routes/route-table';
import type { RouteDef } from '../../../shared/routes/define-route';
import type { ScaleSamples } from '../../../local/seed/scale/seed-scale';

export interface BenchRequest {
  id: RouteId;
  path: string;
  url: string;
}

/**
 * Values for path and query fields by name, from the scale store's manifest: a route merged later is measured without
 * touching the bench as long as its fields have one of these names. A route that needs something else gets an entry
 * in `overrides`.
 */
function fieldValues(samples: ScaleSamples): Record<string, string> {
  const lastName = samples.customerName.split(' ').pop()!;
  return {
    productId: samples.productId,
    variantId: samples.variantId,
    orderId: samples.orderId,
    userId: samples.userId,
    q: lastName,
    query: lastName,
    search: lastName,
    limit: '25',
  };
}

/** Route-specific query or params where a field's name does not say what a realistic value is. */
const overrides: Partial<Record<RouteId, (samples: ScaleSamples) => { params?: Record<string, string>; query?: Record<string, string> }>> = {
  // Without a name the route answers at once; the edit form asks with the product's name and id.
  adminSuggestProductKeywords: (s) => ({ query: { name: s.productName, productId: s.productId } }),
};

/**
 * A list with an optional `q` is measured twice, as listed and as searched: the search is another read path (the lookup
 * index). The text is what staff would type: a buyer's last name, or a word of a product's name.
 */
const productWord = (s: ScaleSamples) => s.productName.split(/\s+/).find((w) => w.length >= 3) ?? s.productName;
const searchTexts: Partial<Record<RouteId, (samples: ScaleSamples) => string>> = { adminListProducts: productWord, adminVariantGroups: productWord, adminSlideProducts: productWord };

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> => (schema as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
const isOptional = (schema: z.ZodType) => (schema as unknown as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success;

/** Every `GET /api/admin/...` route of the route table, with a URL filled from the scale data. */
export function adminGetRequests(base: string, samples: ScaleSamples): { requests: BenchRequest[]; skipped: { id: RouteId; reason: string }[] } {
  const values = fieldValues(samples);
  const requests: BenchRequest[] = [];
  const skipped: { id: RouteId; reason: string }[] = [];
  for (const [id, def] of Object.entries(routes) as [RouteId, RouteDef][]) {
    if (def.method !== 'GET' || !def.path.startsWith('/api/admin/')) continue;
    const override = overrides[id]?.(samples) ?? {};
    const missing: string[] = [];
    const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = override.params?.[name] ?? values[name];
      if (value === undefined) missing.push(name);
      return encodeURIComponent(value ?? '');
    });
    const query = new URLSearchParams(override.query ?? {});
    for (const [name, schema] of Object.entries(shapeOf(def.request.query))) {
      if (query.has(name)) continue;
      if (values[name] !== undefined && (name === 'limit' || !isOptional(schema))) query.set(name, values[name]);
      else if (!isOptional(schema)) missing.push(name);
    }
    if (missing.length) {
      skipped.push({ id, reason: `no sample for ${missing.join(', ')} (add one in test/bench/admin/admin-requests.ts)` });
      continue;
    }
    const search = query.toString();
    requests.push({ id, path: def.path, url: `${base}${path}${search ? `?${search}` : ''}` });
    const q = shapeOf(def.request.query).q;
    if (q && isOptional(q) && !query.has('q')) {
      query.set('q', searchTexts[id]?.(samples) ?? values.q!);
      requests.push({ id, path: `${def.path}?q=…`, url: `${base}${path}?${query.toString()}` });
    }
  }
  return { requests, skipped };
}
