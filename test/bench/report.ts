import { cpus, totalmem, type as osType, release } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import type { LoadResult } from './load';

export interface BenchReport {
  coldMs: number;
  warmMs: number[];
  gateway: LoadResult;
  bare: LoadResult;
  bodyBytes: number;
  js: { kb: number; files: string[] };
}

const begin = '<!-- bench:platform:begin -->';
const end = '<!-- bench:platform:end -->';

/** Replaces the platform section of docs/performance.md with this run's figures, keeping the rest of the page. */
export async function writeReport(path: string, r: BenchReport): Promise<void> {
  const median = r.warmMs[Math.floor(r.warmMs.length / 2)]!;
  const ratio = r.gateway.requestsPerSecond / r.bare.requestsPerSecond;
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const section = `${begin}
## Platform (issue 2) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. Measured by \`npm run bench\`.

| target | goal | measured | |
|---|---|---|---|
| warm start-up of \`npm start\` to a healthy \`/api/health\` (median of 3) | ≤ 15 s | ${(median / 1000).toFixed(2)} s (runs: ${r.warmMs.map((m) => (m / 1000).toFixed(2)).join(', ')} s; first start ${(r.coldMs / 1000).toFixed(1)} s) | ${verdict(median <= 15_000)} |
| catalogue list p99 at 50 connections, 10 s | ≤ 10 ms | ${r.gateway.p99Ms} ms (p50 ${r.gateway.p50Ms} ms) | ${verdict(r.gateway.p99Ms <= 10)} |
| catalogue list throughput vs bare \`node:http\` | ≥ 0.25× | ${r.gateway.requestsPerSecond} req/s vs ${r.bare.requestsPerSecond} req/s = ${ratio.toFixed(2)}× | ${verdict(ratio >= 0.25)} |
| initial JS for \`/\` (gzip) | ≤ 130 KB | ${r.js.kb} KB in ${r.js.files.length} files | ${verdict(r.js.kb <= 130)} |

Details: the list body is ${r.bodyBytes} bytes (24 product cards); the gateway run made ${r.gateway.total} requests with ${r.gateway.errors} errors and ${r.gateway.non2xx} non-2xx; the baseline made ${r.bare.total} requests (p50 ${r.bare.p50Ms} ms, p99 ${r.bare.p99Ms} ms). The load generator (autocannon) shares the 2 cores with the server, as the issue's baseline figure did.
${end}`;
  const current = await readFile(path, 'utf8').catch(() => '# Performance\n\nFigures measured by `npm run bench` on this project\'s machines. Each section is rewritten by the run that measures it.\n');
  const next = current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(path, next);
}
