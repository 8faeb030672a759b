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
export async function loadBenchIndex(url: string, dataDir: string): Promise<number> {
  const secrets = JSON.parse(await readFile(join(dataDir, 'local-secrets.json'), 'utf8')) as { algoliaAdminKey: string };
  const { host, protocol } = new URL(url);
  const client = algoliasearch('local', secrets.algoliaAdminKey, { hosts: [{ url: host, protocol: protocol.slice(0, -1) as 'http', accept: 'readWrite' }] });
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
