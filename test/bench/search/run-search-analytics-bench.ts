// `npm run bench:search-analytics`: Search Analytics over 1,000,000 logged searches spread over the last 90 days (the
// issue's generator), p50/p95 of `GET /api/admin/search/analytics` for every range, over the real gateway.
// The generator writes what the search log's intake would have left (functions/search-analytics/tally-searches.ts):
// each day's folded tallies and its searchers' sketch, from a Zipf mix of queries, languages, platforms and addresses.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { createDocumentClient } from '../../../functions/lib/data/dynamo-client';
import { readConfig } from '../../../functions/lib/config';
import { buildToolDeps } from '../../../functions/lib/wiring/tool-deps';
import { forgetCachedDays } from '../../../functions/search-analytics/search-day-reader';
import { searchersScope, searchTallyRetentionDays } from '../../../functions/search-analytics/tally-searches';
import { searchTotalShards } from '../../../functions/lib/data/entities/search-analytics';
import { freePort } from '../../../local/runtime/free-port';
import { startLocalStack } from '../../../local/runtime/local-stack';
import { BatchWriter } from '../../../local/seed/scale/batch-writer';
import type { Derived } from '../../../local/seed/scale/derived-items';
import { rangeDays, searchAnalyticsRanges, talliedQuery } from '../../../shared/search-analytics/search-analytics-range';
import { addVisitor, registerCount } from '../../../shared/tracking/hyperloglog';
import { percentile } from '../admin/measure-routes';
import { adminToken } from '../purchase/purchase-load';
import { franchises, giftCardBrands, subscriptionServices, titleHeads, titleTails } from './word-lists';

const totalSearches = 1_000_000;
const days = 90;
// A throwaway data folder in memory-backed /dev/shm (see local/seed/seed-folder.ts for why).
const workDir = await mkdtemp('/dev/shm/neonkeys-search-analytics-');

// A seeded generator, so two runs measure the same data set.
let seed = 42;
const random = () => ((seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
// Queries shoppers type: product titles, franchises, brands, services, and misspellings; Zipf-weighted (s = 1.05).
const pool = [...new Set([...titleHeads.flatMap((h) => titleTails.map((t) => `${h} ${t}`)), ...franchises, ...giftCardBrands, ...subscriptionServices].map((q) => talliedQuery(q)))];
const queries = [...pool, ...pool.slice(0, 4_000).map((q) => q.slice(1) + q[0])];
const weights = queries.map((_, i) => 1 / (i + 1) ** 1.05);
const cumulative: number[] = [];
weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
const pick = () => {
  const target = random() * cumulative.at(-1)!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
const languages = ['en', 'en', 'en', 'es', 'pt'];
const platforms = [null, null, 'steam', 'xbox', 'playstation', 'nintendo', 'epic', 'battle.net', 'pc', 'ea'];

const started = performance.now();
const stack = await startLocalStack({ port: await freePort(), dataDir: workDir, withWeb: false, sweepExpired: false, log: () => undefined });
try {
  const config = readConfig();
  const deps = buildToolDeps(config);
  const writer = new BatchWriter(createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, access: 'write' }), deps.store, config.TABLE_NAME);
  const now = Date.now();
  const dayKeys = rangeDays('90d', now);
  let distinctQueries = 0;
  for (const day of dayKeys) {
    const tallies = new Map<string, { searches: number; results: number; zeroResults: number; engineMs: number; engineSamples: number }>();
    const registers: Record<number, number> = {};
    const bump = (key: string, results: number, engineMs: number) => {
      const t = tallies.get(key) ?? { searches: 0, results: 0, zeroResults: 0, engineMs: 0, engineSamples: 0 };
      t.searches += 1;
      t.results += results;
      if (results === 0) t.zeroResults += 1;
      t.engineMs += engineMs;
      t.engineSamples += 1;
      tallies.set(key, t);
    };
    for (let i = 0; i < totalSearches / days; i++) {
      const q = pick();
      const results = q >= pool.length && random() < 0.7 ? 0 : 1 + Math.floor(random() * 40);
      const engineMs = Math.round(random() * 30) / 10;
      const platform = platforms[Math.floor(random() * platforms.length)];
      bump(`t#${i % searchTotalShards}`, results, engineMs);
      bump(`l#${languages[Math.floor(random() * languages.length)]}`, results, engineMs);
      if (platform) bump(`p#${platform}`, results, engineMs);
      bump(`q#${queries[q]}`, results, engineMs);
      addVisitor(registers, `198.51.${Math.floor(random() * 40)}.${Math.floor(random() * 250)}`);
    }
    distinctQueries += [...tallies.keys()].filter((k) => k.startsWith('q#')).length;
    const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + searchTallyRetentionDays * 86_400;
    const items: Derived[] = [...tallies].map(([key, t]) => ({ entity: 'searchDayTally', item: { day, key, ...t, expiresAt } }));
    items.push({ entity: 'visitorSketch', item: { scope: searchersScope(day), registers: Array.from({ length: registerCount }, (_, i) => registers[i] ?? 0), expiresAt } });
    await writer.add(items);
  }
  await writer.flush();
  console.log(`generated ${totalSearches.toLocaleString('en-US')} searches over ${days} days: ${writer.written.toLocaleString('en-US')} tally items (${distinctQueries.toLocaleString('en-US')} query-days, ${queries.length.toLocaleString('en-US')} queries) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(`machine: ${cpus()[0]?.model} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${new Date().toISOString()}`);

  const token = await adminToken(stack.url);
  const get = async (range: string) => {
    const t0 = performance.now();
    const res = await fetch(`${stack.url}/api/admin/search/analytics?range=${range}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { totalSearches: number; topQueries: { query: string }[] };
    if (res.status !== 200) throw new Error(`range ${range} answered ${res.status}`);
    return { ms: performance.now() - t0, body };
  };
  // First reads: each closed day is summed from its tallies once and stored (what the first admin of a day pays).
  for (const range of [...searchAnalyticsRanges].reverse()) {
    const first = await get(range);
    console.log(`first read of ${range}: ${first.ms.toFixed(0)} ms, ${first.body.totalSearches.toLocaleString('en-US')} searches, top query '${first.body.topQueries[0]?.query}'`);
  }
  for (const range of searchAnalyticsRanges) {
    const times: number[] = [];
    for (let i = 0; i < 120; i++) times.push((await get(range)).ms);
    const measured = times.slice(20).sort((a, b) => a - b);
    console.log(`GET /api/admin/search/analytics?range=${range}: p50 ${percentile(measured, 0.5).toFixed(1)} ms, p95 ${percentile(measured, 0.95).toFixed(1)} ms over ${measured.length} (closed days cached 10 min in the function, today's partition re-read every 15 s)`);
  }
  // A fresh container: nothing cached, so every request reads the range's stored weeks and days (and today's tallies).
  // The gateway runs the handlers in this process, so forgetting the reader's caches is what a cold start does to them.
  for (const range of searchAnalyticsRanges) {
    const times: number[] = [];
    for (let i = 0; i < 70; i++) {
      forgetCachedDays();
      times.push((await get(range)).ms);
    }
    const measured = times.slice(10).sort((a, b) => a - b);
    console.log(`fresh container, GET /api/admin/search/analytics?range=${range}: p50 ${percentile(measured, 0.5).toFixed(1)} ms, p95 ${percentile(measured, 0.95).toFixed(1)} ms over ${measured.length} (nothing cached)`);
  }
} finally {
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
