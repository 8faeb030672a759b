import { readFile, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type as osType } from 'node:os';
import type { BundleFigure } from './measure-bundles';

const begin = '<!-- bench:bundles:begin -->';
const end = '<!-- bench:bundles:end -->';

/** Replaces the bundles section of docs/performance.md with this run's figures. */
export async function writeBundleReport(path: string, figures: BundleFigure[], runs: number): Promise<void> {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const rows = figures.map((f) => `| \`${f.handler}\` | ${(f.bytes / 1024).toFixed(0)} KB | ${f.loadMsMedian.toFixed(0)} ms |`).join('\n');
  const section = `${begin}
## Function bundles (issue 12) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. Measured by \`npm run bench:bundles -- --write\`: each deployed function bundled by esbuild with the options CDK uses (ESM, minified, node22, AWS SDK bundled), then loaded ${runs} times, each in a fresh Node process (\`await import()\` of the bundle, timed in the process); the median is shown.

| function | bundle (minified) | module load (median) |
|---|---|---|
${rows}
${end}`;
  const current = await readFile(path, 'utf8');
  const next = current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(path, next);
}
