// One engine's measurement in a process of its own (started with --expose-gc), so heap figures don't mix.
import { generateRecords, type IndexRecord } from './generate-records';
import { percentile, queryMix, warmUpPasses, type BenchQuery, type QueryKind } from './query-mix';

export type EngineName = 'local' | 'orama';

export interface EngineFigures {
  engine: EngineName;
  records: number;
  buildMs: number;
  /** Heap held by the records alone, and by the built index with its stored documents, after a full GC. */
  recordsHeapMb: number;
  indexHeapMb: number;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  byKind: Partial<Record<QueryKind, { p50Ms: number; p99Ms: number }>>;
  /** nbHits per query of the mix, to compare what the two engines find. */
  hits: number[];
}

export interface BenchEngine {
  search(q: BenchQuery): Promise<number>;
}

type Builder = (records: readonly IndexRecord[]) => Promise<BenchEngine>;

const gc = () => {
  if (!globalThis.gc) throw new Error('run the engine worker with --expose-gc');
  globalThis.gc();
  globalThis.gc();
};
const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;

async function builderFor(engine: EngineName): Promise<Builder> {
  if (engine === 'orama') {
    const { buildOrama, searchOrama } = await import('./orama-peer');
    return async (records) => {
      const db = await buildOrama(records);
      return { search: async (q) => (await searchOrama(db, q)).count };
    };
  }
  const { buildLocalEngine } = await import('./local-engine-adapter');
  return buildLocalEngine;
}

async function buildOverRecords(build: Builder, base: number) {
  const records = generateRecords();
  gc();
  const recordsHeapMb = heapMb() - base;
  const started = performance.now();
  const built = await build(records);
  // The first query is part of the build: an engine may finish indexing lazily.
  await built.search(queryMix[0]!);
  return { built, buildMs: performance.now() - started, count: records.length, recordsHeapMb };
}

/**
 * Builds the engine over the generated records and times the query mix: warm-up passes (the first also counts the
 * hits) until the JIT has settled, as it has in a gateway that has been serving for a while, then up to `passes`
 * timed passes, stopping after `budgetMs` (at least one pass: Orama takes seconds on some queries of this catalogue).
 */
export async function measureEngine(engine: EngineName, passes = 30, budgetMs = 60_000): Promise<EngineFigures> {
  const build = await builderFor(engine);
  gc();
  const base = heapMb();
  const { built, buildMs, count, recordsHeapMb } = await buildOverRecords(build, base);
  // The records are unreachable now: what stays on the heap is the index and the documents it keeps.
  gc();
  const indexHeapMb = heapMb() - base;

  const hits: number[] = [];
  for (const q of queryMix) hits.push(await built.search(q));
  const warming = performance.now();
  for (let pass = 1; pass < warmUpPasses && performance.now() - warming < budgetMs / 10; pass++) for (const q of queryMix) await built.search(q);
  const all: number[] = [];
  const kinds = new Map<QueryKind, number[]>();
  const timing = performance.now();
  for (let pass = 0; pass < passes && (pass === 0 || performance.now() - timing < budgetMs); pass++) {
    for (const q of queryMix) {
      const t = performance.now();
      await built.search(q);
      const ms = performance.now() - t;
      all.push(ms);
      const samples = kinds.get(q.kind);
      if (samples) samples.push(ms);
      else kinds.set(q.kind, [ms]);
    }
  }
  const stats = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
  };
  return {
    engine,
    records: count,
    buildMs: Math.round(buildMs),
    recordsHeapMb: round(recordsHeapMb, 1),
    indexHeapMb: round(indexHeapMb, 1),
    samples: all.length,
    ...stats(all),
    byKind: Object.fromEntries([...kinds].map(([kind, samples]) => [kind, stats(samples)])),
    hits,
  };
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

if (process.send) {
  const engine = process.argv[2] as EngineName;
  const figures = await measureEngine(engine);
  process.send(figures, () => process.exit(0));
}
