import { readFile, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type as osType } from 'node:os';
import type { LighthouseFigures } from './lighthouse';
import type { LoadResult } from './load';

export interface StorefrontReport {
  home: LighthouseFigures;
  product: LighthouseFigures & { path: string };
  browse: LighthouseFigures & { path: string };
  productApi: LoadResult;
  initialJsKb: number;
}

const begin = '<!-- bench:storefront:begin -->';
const end = '<!-- bench:storefront:end -->';
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** Replaces the storefront section of docs/performance.md with this run's figures. */
export async function writeStorefrontReport(path: string, r: StorefrontReport): Promise<void> {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const row = (name: string, f: LighthouseFigures) =>
    `| ${name} | ${f.performance} (${verdict(f.performance >= 95)}) | ${f.accessibility} (${verdict(f.accessibility >= 95)}) | ${(f.lcpMs / 1000).toFixed(2)} s (${verdict(f.lcpMs <= 1500)}) | ${f.cls} (${verdict(f.cls <= 0.02)}) | ${f.tbtMs} ms (${verdict(f.tbtMs <= 50)}) |`;
  const section = `${begin}
## Storefront (issues 3 and 14) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. Measured by \`npm run bench\`: Lighthouse 12.8.2, mobile preset, Debian Chromium, median of 5 runs against \`npm start\`.

| page | performance ≥ 95 | accessibility ≥ 95 | LCP ≤ 1.5 s | CLS ≤ 0.02 | TBT ≤ 50 ms |
|---|---|---|---|---|---|
${row('home `/`', r.home)}
${row(`product \`${r.product.path}\``, r.product)}
${row(`browse \`${r.browse.path}\``, r.browse)}

| target | goal | measured | |
|---|---|---|---|
| product API p99 at 50 connections, warm | ≤ 10 ms | ${r.productApi.p99Ms} ms (p50 ${r.productApi.p50Ms} ms, ${r.productApi.requestsPerSecond} req/s, ${r.productApi.errors} errors) | ${verdict(r.productApi.p99Ms <= 10)} |
| initial JS for \`/\` | ≤ 130 KB gzip | ${r.initialJsKb} KB | ${verdict(r.initialJsKb <= 130)} |
${end}`;
  const current = await readFile(path, 'utf8');
  const next = current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(path, next);
}
