// `npm run bench:monitor`: the Performance Monitor's own cost on a request (issue 18's target: ≤ 0.05 ms). A local stack
// serves a real product page route 300 times; the collector's counts give what one request records (the request, its
// database calls, its cache lookups); those recordings are then timed 200,000 times over. Prints figures for
// docs/performance.md.
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectedStats, requestStats } from '../../../functions/lib/observability/request-stats';
import { freePort } from '../../../local/runtime/free-port';
import { startLocalStack } from '../../../local/runtime/local-stack';

const requests = 300;
const port = await freePort();
const stack = await startLocalStack({ port, dataDir: mkdtempSync(join(tmpdir(), 'neonkeys-monitor-bench-')), withWeb: false, sweepExpired: false, log: () => {} });
try {
  const first = (await (await fetch(`${stack.url}/api/products?limit=1`)).json()) as { items?: { slug: string }[] };
  const slug = first.items?.[0]?.slug ?? 'steam-wallet-gift-card';
  requestStats.reset();
  const wall = performance.now();
  for (let i = 0; i < requests; i += 1) await (await fetch(`${stack.url}/api/products/${slug}`)).arrayBuffer();
  const wallMs = (performance.now() - wall) / requests;
  const stats = collectedStats(60);
  const route = stats.routes.find((r) => r.route === 'GET /api/products/{productId}');
  const perRequest = { db: stats.database.count / requests, cache: (stats.cache.hits + stats.cache.misses) / requests };
  console.log(`machine: ${cpus()[0]?.model} × ${cpus().length}, Node ${process.version}; ${new Date().toISOString()}`);
  console.log(`GET /api/products/${slug} × ${requests}: ${wallMs.toFixed(2)} ms a request end to end; p50 ${route?.p50} ms, p95 ${route?.p95} ms in the handler`);
  console.log(`one request records: 1 request, ${perRequest.db.toFixed(2)} database calls, ${perRequest.cache.toFixed(2)} cache lookups`);

  requestStats.reset();
  const rounds = 200_000;
  const db = Math.ceil(perRequest.db);
  const cache = Math.ceil(perRequest.cache);
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    requestStats.request('GET /api/products/{productId}', 200, (i % 500) / 10);
    for (let d = 0; d < db; d += 1) requestStats.databaseCall((i % 300) / 10);
    for (let c = 0; c < cache; c += 1) requestStats.cache(i % 5 !== 0);
  }
  const overheadMs = (performance.now() - started) / rounds;
  console.log(`the collector's cost per request (rounded up to ${db} database calls and ${cache} cache lookups): ${(overheadMs * 1000).toFixed(2)} µs = ${overheadMs.toFixed(5)} ms (target ≤ 0.05 ms)`);
} finally {
  await stack.stop();
}
