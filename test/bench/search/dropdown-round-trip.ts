// The header dropdown's round trip through the local gateway, made with the same lite client and request as the SPA.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { indexName } from '../../../shared/search/index-names';
import { primaryIndexSettings } from '../../../shared/search/index-settings';
import type { SearchClientConfig } from '../../../shared/search/search-client-config';
import { buildSearchRequest } from '../../../shared/search/search-request';
import { generateRecords } from './generate-records';
import { percentile } from './query-mix';

export interface DropdownFigures {
  index: string;
  records: number;
  queries: number;
  warmUp: number;
  runs: number[];
  p50Ms: number;
  p95Ms: number;
}

/** What a shopper types into the header box, one keystroke at a time (each prefix is one search). */
const typed = ['stea', 'steam gift', 'fortn', 'playst', 'xbox game', 'delux', 'corazón', 'ultimate edit', 'legends', 'gift card'];

/** The generated catalogue's index on the local engine, so the dropdown is timed over 30,000 records. */
export const benchIndex = 'bench_products_en';

/**
 * Loads the generated catalogue into `benchIndex` of a running store, with the admin key local-stack keeps in
 * the data directory, through the full algoliasearch client as the search-index consumer writes.
 */
/**
 * Waits until the store's start-up reindex has filled an index and the store is quiet: /api/health answers before
 * the reindex runs, and a dropdown timed against an empty index measures nothing a shopper sees.
 */
export async function waitForIndex(url: string, index = indexName('en'), timeoutMs = 120_000): Promise<number> {
  const { host } = new URL(url);
  const client = liteClient('local', 'local-search-key', { hosts: [{ url: host, protocol: 'http', accept: 'readWrite' as const }] });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await client.search({ requests: [{ indexName: index, query: '', hitsPerPage: 0 }] }, { cacheable: false }).catch(() => null);
    const nbHits = answer ? (answer.results[0] as { nbHits: number }).nbHits : 0;
    if (nbHits > 0) {
      // Then until the store is quiet: right after its reindex it stalls once for 1–2 s (functions loading on their
      // first request), which a client's 2 s connect timeout can meet. Five quick answers in a row mean it is past.
      for (let quick = 0; quick < 5 && Date.now() < deadline; ) {
        const started = performance.now();
        const answered = await client.search({ requests: [{ indexName: index, query: 'a', hitsPerPage: 1 }] }, { cacheable: false }).then(() => true, () => false);
        quick = answered && performance.now() - started < 250 ? quick + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return nbHits;
    }
    if (Date.now() > deadline) throw new Error(`${index} was still empty after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function loadBenchIndex(url: string, dataDir: string): Promise<number> {
  const secrets = JSON.parse(await readFile(join(dataDir, 'local-secrets.json'), 'utf8')) as { algoliaAdminKey: string };
  const { host, protocol } = new URL(url);
  // A fresh store is still settling (its start-up reindex, the JVM's collections) while 30 batches of 1,000 go in:
  // a pause past the client's 2 s connect timeout is not what this measures, so loading waits longer.
  const client = algoliasearch('local', secrets.algoliaAdminKey, {
    hosts: [{ url: host, protocol: protocol.slice(0, -1) as 'http', accept: 'readWrite' }],
    timeouts: { connect: 15_000, read: 60_000, write: 60_000 },
  });
  const { replicas: _replicas, ...settings } = primaryIndexSettings('en');
  await client.setSettings({ indexName: benchIndex, indexSettings: settings });
  const records = generateRecords();
  await client.saveObjects({ indexName: benchIndex, objects: records as unknown as Record<string, unknown>[], batchSize: 1000 });
  return records.length;
}

/**
 * Times `client.search` of the dropdown's request (20 hits, highlighting, in-stock filter) from the call to the
 * parsed answer: the SPA's suggestions are built from the same answer, so a keystroke is one request.
 */
export async function measureDropdown(url: string, index = indexName('en'), runs = 200, warmUp = 20): Promise<DropdownFigures> {
  const config = (await (await fetch(`${url}/api/search/config`)).json()) as SearchClientConfig;
  if (config.hosts !== 'page-origin') throw new Error("the local store should answer searches on the page's own origin");
  const origin = new URL(url);
  const client = liteClient(config.appId, config.searchApiKey, { hosts: [{ url: origin.host, protocol: 'http', accept: 'readWrite' as const }] });
  const times: number[] = [];
  for (let run = 0; run < warmUp + runs; run++) {
    const request = { ...buildSearchRequest({ kind: 'dropdown', query: typed[run % typed.length]!, filters: 'in_stock:true', language: 'en' }), indexName: index };
    const started = performance.now();
    const { results } = await client.search({ requests: [request] }, { cacheable: false });
    const ms = performance.now() - started;
    if (!('hits' in results[0]!)) throw new Error('the dropdown query answered without hits');
    if (run >= warmUp) times.push(Math.round(ms * 100) / 100);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const records = (await client.search({ requests: [{ indexName: index, query: '', hitsPerPage: 0 }] })).results[0] as { nbHits: number };
  return { index, records: records.nbHits, queries: typed.length, warmUp, runs: times, p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}
