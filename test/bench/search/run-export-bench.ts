// `npm run bench:export`: issue 18's target, a full export of 30,000 search records in at most 10 s. The generated
// catalogue of the search bench (10,000 products, 29,704 English records) is written as the index-sync consumer stores
// it (one searchRecord item per variant), then the Export Manager's own request queues full exports over the real
// gateway and the exports consumer runs them through the local queue, as under `npm start`. Timed from the request to
// the history showing the export completed, and by the job's own duration; JSON in USD and EUR, then CSV.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { createDocumentClient } from '../../../functions/lib/data/dynamo-client';
import { readConfig } from '../../../functions/lib/config';
import { buildToolDeps } from '../../../functions/lib/wiring/tool-deps';
import type { ExportHistory, ExportJobView } from '../../../shared/search-exports/export-job';
import { freePort } from '../../../local/runtime/free-port';
import { startLocalStack } from '../../../local/runtime/local-stack';
import { BatchWriter } from '../../../local/seed/scale/batch-writer';
import { adminToken } from '../purchase/purchase-load';
import { generateRecords } from './generate-records';

const goalMs = 10_000;
// A throwaway data folder in memory-backed /dev/shm (see local/seed/seed-folder.ts for why).
const workDir = await mkdtemp('/dev/shm/neonkeys-export-bench-');
const stack = await startLocalStack({ port: await freePort(), dataDir: workDir, withWeb: false, sweepExpired: false, log: () => undefined });
try {
  const config = readConfig();
  const deps = buildToolDeps(config);
  const writer = new BatchWriter(createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, access: 'write' }), deps.store, config.TABLE_NAME);
  const records = generateRecords();
  const written = performance.now();
  await writer.add(records.map((hit) => ({ entity: 'searchRecord', item: { objectID: hit.objectID, productId: hit.product_id, hit, hits: { en: hit } } })));
  await writer.flush();
  console.log(`wrote ${records.length.toLocaleString('en-US')} search records in ${((performance.now() - written) / 1000).toFixed(1)} s`);
  console.log(`machine: ${cpus()[0]?.model} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${new Date().toISOString()}`);

  const token = await adminToken(stack.url);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${stack.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const runs: { format: string; ms: number; job: ExportJobView }[] = [];
  for (const format of ['json', 'json', 'json', 'csv'] as const) {
    const t0 = performance.now();
    const queued = await call<ExportJobView>('POST', '/api/admin/search-exports', { exportType: 'full', languages: ['en'], currencies: ['USD', 'EUR'], format });
    let job = queued;
    while (job.status === 'queued' || job.status === 'processing') {
      await new Promise((r) => setTimeout(r, 50));
      job = (await call<ExportHistory>('GET', '/api/admin/search-exports?limit=5')).exports.find((e) => e.exportId === queued.exportId) ?? job;
    }
    const ms = performance.now() - t0;
    if (job.status !== 'completed') throw new Error(`export ${job.exportId} ${job.status}: ${job.errorMessage}`);
    runs.push({ format, ms, job });
    console.log(`full export, ${format}: ${job.recordCount.toLocaleString('en-US')} records of ${job.productCount.toLocaleString('en-US')} products, ${((job.fileSize ?? 0) / 1e6).toFixed(1)} MB; request to completed ${(ms / 1000).toFixed(2)} s (the job's own time ${job.durationSeconds} s); goal ${goalMs / 1000} s: ${ms <= goalMs ? 'met' : 'missed'}`);
  }
} finally {
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
