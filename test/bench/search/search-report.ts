import { readFile, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type as osType } from 'node:os';
import type { DropdownFigures } from './dropdown-round-trip';
import type { EngineBenchResult } from './engine-bench';
import { queryMix, warmUpPasses } from './query-mix';

const begin = '<!-- bench:search:begin -->';
const end = '<!-- bench:search:end -->';
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const ratio = (orama: number, local: number) => (local > 0 ? `${(orama / local).toFixed(1)}×` : 'n/a');

/** Replaces the search section of docs/performance.md with this run's figures, keeping the rest of the page. */
export async function writeSearchReport(path: string, engines: EngineBenchResult, dropdowns: DropdownFigures[]): Promise<void> {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const { local, orama } = engines;
  const kinds = Object.keys(local.byKind) as (keyof typeof local.byKind)[];
  const section = `${begin}
## Search (issue 5) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. Measured by \`npm run bench\` (or \`npm run bench:search\`): the embedded engine (local/search-engine) and Orama ${'3.1'} over the same generated catalogue (test/bench/search/generate-records.ts: 10,000 products, ${local.records} English records), each in its own process; ${queryMix.length} results-page queries (24 hits, seven facets, highlighting of name, alternative phrases and platform, \`description:20\` snippets, \`in_stock:true\` plus the query's filters), ${local.samples} timed searches for the local engine and ${orama.samples} for Orama, after ${warmUpPasses} warm-up passes over the mix (Orama's stop after 6 s).

| target | goal | measured | |
|---|---|---|---|
| engine processing time per query, p50 | ≤ 0.5 ms | ${local.p50Ms} ms | ${verdict(local.p50Ms <= 0.5)} |
| engine processing time per query, p99 | ≤ 2 ms | ${local.p99Ms} ms | ${verdict(local.p99Ms <= 2)} |
| full index build (${local.records} records, first query included) | ≤ 2 s | ${(local.buildMs / 1000).toFixed(2)} s | ${verdict(local.buildMs <= 2000)} |
${dropdowns.map((d) => `| header dropdown round trip through the local gateway, p95 of ${d.runs.length}, \`${d.index}\` (${d.records} records) | ≤ 20 ms | ${d.p95Ms} ms (p50 ${d.p50Ms} ms) | ${verdict(d.p95Ms <= 20)} |`).join('\n')}

| engine | build | heap of the index (records alone: ${local.recordsHeapMb} MB) | p50 | p99 |
|---|---|---|---|---|
| local engine | ${local.buildMs} ms | ${local.indexHeapMb} MB | ${local.p50Ms} ms | ${local.p99Ms} ms |
| Orama | ${orama.buildMs} ms | ${orama.indexHeapMb} MB | ${orama.p50Ms} ms | ${orama.p99Ms} ms |
| Orama ÷ local | ${ratio(orama.buildMs, local.buildMs)} | ${ratio(orama.indexHeapMb, local.indexHeapMb)} | ${ratio(orama.p50Ms, local.p50Ms)} | ${ratio(orama.p99Ms, local.p99Ms)} |

By kind of query (local p50 / p99 · Orama p50 / p99, ms): ${kinds.map((k) => `${k} ${local.byKind[k]?.p50Ms} / ${local.byKind[k]?.p99Ms} · ${orama.byKind[k]?.p50Ms} / ${orama.byKind[k]?.p99Ms}`).join('; ')}.

Hits per query (local · Orama): ${queryMix.map((q, i) => `'${q.query}'${q.filters ? ` [${q.filters}]` : ''} ${local.hits[i]} · ${orama.hits[i]}`).join('; ')}.

Orama is asked the closest equivalent: the same searchable properties boosted in order, tolerance 1 for every term (Algolia allows 1 typo from 4 characters and 2 from 8), \`threshold: 0\` so every term must match, the same filters as \`where\` clauses, 24 hits and the seven facets; it has no highlighting or snippets, so its times leave that work out. The heap is \`process.memoryUsage().heapUsed\` after a forced GC with the records dropped, so it includes the documents each engine keeps.

The dropdown round trip is what the header sends on a keystroke: one \`POST /1/indexes/*/queries\` through the algoliasearch lite client with the SPA's 20-hit dropdown request, timed from the call to the parsed answer, against \`npm start\`, ${dropdowns[0]?.warmUp} warm-up runs then ${dropdowns[0]?.runs.length} timed ones over ${dropdowns[0]?.queries} typed queries, for the seeded demo index and for the generated catalogue loaded into \`bench_products_en\` through the batch API (the SPA's suggestions are built from the same answer, so one keystroke is one request).
${end}`;
  const current = await readFile(path, 'utf8');
  const next = current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(path, next);
}
