import { readFile, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type as osType } from 'node:os';

const begin = '<!-- bench:track:begin -->';
const end = '<!-- bench:track:end -->';

interface LoadRun {
  wallMs: number;
  latencies: number[];
  statuses: Record<string, number>;
  sessions: { accepted: number }[];
}

export interface TrackBenchReport {
  senders: number;
  batches: number;
  paced: LoadRun;
  saturated: LoadRun;
  accepted: number;
  stored: number;
  drainMs: number;
  load: [number, number, number];
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Replaces the tracking-ingestion section of docs/performance.md with this run's figures, keeping the rest of the page. */
export async function writeTrackReport(path: string, r: TrackBenchReport): Promise<void> {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  const figures = (run: LoadRun) => {
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const accepted = run.sessions.reduce((a, s) => a + s.accepted, 0);
    return { rate: accepted / (run.wallMs / 1000), p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), beacons: run.latencies.length, statuses: Object.entries(run.statuses).map(([s, c]) => `${n(c)} × ${s}`).join(', ') };
  };
  const paced = figures(r.paced);
  const top = figures(r.saturated);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const section = `${begin}
## Tracking ingestion (issue 16) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}; load average before the run ${r.load.map((v) => v.toFixed(1)).join(' / ')}. Measured by \`npm run bench:track\`: the local
stack in-process (API only, consumers on their own lower-priority thread), ${r.senders} concurrent senders in a separate process, each
from its own address, after a warm-up of 500 beacons, ${r.batches} beacons of 20 events each to \`POST /api/track\` (a new session every 25 beacons): first at the goal's rate (each
sender one beacon every 500 ms, 2,000 events a second together), then as fast as they are answered, for the ceiling. Then
every accepted event of both runs counted in the table once the tracking consumer had stored it.

| run | events accepted per second | p50 | p95 | p99 | answers |
|---|---|---|---|---|---|
| at 2,000 events/s offered | ${n(paced.rate)} | ${ms(paced.p50)} | ${ms(paced.p95)} | ${ms(paced.p99)} | ${paced.statuses} |
| as fast as answered | ${n(top.rate)} | ${ms(top.p50)} | ${ms(top.p95)} | ${ms(top.p99)} | ${top.statuses} |

Goals: ≥ 2,000 events/s accepted: ${paced.rate >= 1980 ? 'met' : '**missed**'} (ceiling ${n(top.rate)}); p99 ≤ 50 ms at that rate: ${paced.p99 <= 50 ? 'met' : '**missed**'} (${ms(paced.p99)});
nothing lost: ${r.stored === r.accepted ? 'met' : '**not shown**'}, ${n(r.stored)} of ${n(r.accepted)} accepted events stored${r.stored === r.accepted ? `; the consumer had stored the last of them
${(r.drainMs / 1000).toFixed(1)} s after the last answer` : `when the bench stopped waiting ${(r.drainMs / 1000).toFixed(1)} s after the last answer (the rest still queued)`}, about ${n(r.accepted / ((r.paced.wallMs + r.saturated.wallMs + r.drainMs) / 1000))} events a second from the first beacon to the last write: what arrives faster waits in
the queue (SQS keeps it for days), it is not dropped.
${end}`;
  const current = await readFile(path, 'utf8');
  await writeFile(path, current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`);
}
