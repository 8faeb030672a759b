import { readFile, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type as osType } from 'node:os';

const begin = '<!-- bench:import:begin -->';
const end = '<!-- bench:import:end -->';
export const importGoalMs = 10_000;

export interface ImportRunFigures {
  ms: number;
  imported: number;
  /** What the answer said the counter is, and what it should be: the counter before plus the keys imported. */
  answeredAvailable: number;
  expectedAvailable: number;
  message: string;
  load: [number, number, number];
}

export interface ImportBenchReport {
  keysPerRun: number;
  bodyBytes: number;
  runs: ImportRunFigures[];
  duplicateRun: { ms: number; refused: number; imported: number };
  /** After every run: the counter against the keys the admin listing shows available. */
  finalCounter: number;
  finalListed: number;
  tooMany: { status: number; detail: string };
  largestBodyBytes: number;
  maxBodyBytes: number;
}

/** Replaces the key-import section of docs/performance.md with this run's figures, keeping the rest of the page. */
export async function writeImportReport(path: string, r: ImportBenchReport): Promise<void> {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const n = (v: number) => v.toLocaleString('en-US');
  const load = (l: readonly number[]) => l.map((v) => v.toFixed(1)).join(' / ');
  const rows = r.runs.map(
    (run, i) =>
      `| ${i + 1} | ${(run.ms / 1000).toFixed(1)} s | ${run.ms <= importGoalMs ? 'met' : '**missed**'} | ${n(run.imported)} | ${n(run.answeredAvailable)} (expected ${n(run.expectedAvailable)}) | ${run.message} | ${load(run.load)} |`,
  );
  const sorted = r.runs.map((x) => x.ms).sort((a, b) => a - b);
  const section = `${begin}
## Importing 10,000 keys in one request (issue 15) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}, shared with other work (load average per run below: 1 / 5 / 15 minutes; above the core count the
figures are pessimistic). Measured by \`npm run bench:import\`: \`npm start\` in a child process on a fresh data folder (the
demo seed), signed in as the demo admin, ${r.runs.length} requests of ${n(r.keysPerRun)} fresh keys (${n(r.bodyBytes)} bytes of JSON) to one demo
variant through the local gateway, each timed from request to last byte. Goal: ≤ ${importGoalMs / 1000} s with the counter exact.

| run | time | goal | imported | counter answered | message | load |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(1)} s. After the runs the variant's counter is ${n(r.finalCounter)} and the admin key listing shows ${n(r.finalListed)} available keys (${r.finalCounter === r.finalListed ? 'equal' : '**different**'}).
The first run's ${n(r.keysPerRun)} keys sent again: ${n(r.duplicateRun.refused)} refused as already stored, ${n(r.duplicateRun.imported)} imported, in ${(r.duplicateRun.ms / 1000).toFixed(1)} s.
${n(r.keysPerRun + 1)} keys in one request: ${r.tooMany.status}, "${r.tooMany.detail}". The largest valid request (10,000 keys of 500 ASCII
characters) is ${n(r.largestBodyBytes)} bytes, under the route's ${n(r.maxBodyBytes)}-byte limit, Lambda's 6 MB and API Gateway's 10 MB.
${end}`;
  const current = await readFile(path, 'utf8');
  await writeFile(path, current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`);
}
