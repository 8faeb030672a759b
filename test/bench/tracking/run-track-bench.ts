// `npm run bench:track`: tracking ingestion over the real beacon route of the local stack (issue 16): 50 concurrent
// senders, batches of 20 events, then every accepted event counted in the table once the tracking consumer has stored it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../local/runtime/free-port';
import { startLocalStack } from '../../../local/runtime/local-stack';
import { buildToolDeps } from '../../../functions/lib/wiring/tool-deps';
import { writeTrackReport } from './track-report';

const root = resolve(import.meta.dirname, '../../..');
const senders = Number(process.env.TRACK_SENDERS ?? 50);
const batches = Number(process.env.TRACK_BATCHES ?? 60);
const port = await freePort();
const stack = await startLocalStack({ port, dataDir: mkdtempSync(join(tmpdir(), 'neonkeys-track-bench-')), withWeb: false, backgroundThread: true, log: () => {} });
try {
  const base = `http://127.0.0.1:${port}`;
  // A warm-up of 500 beacons, so the figures are a running store's and not its first seconds: DynamoDB Local's JVM and
  // V8 compile their hot paths over the first few hundred requests. Its events are queued and stored like the rest.
  await load(base, senders, 10, 0);
  const loadBefore = loadavg() as [number, number, number];
  // The goal's rate first: 50 senders sending 2 beacons a second each, 2,000 events a second together; then the same
  // senders as fast as they are answered, for the ceiling.
  const paced = await load(base, senders, batches, 500);
  const pacedSorted = [...paced.latencies].sort((a, b) => a - b);
  console.log(`paced: ${paced.latencies.length} batches in ${(paced.wallMs / 1000).toFixed(1)} s; p99 ${pacedSorted[Math.ceil(0.99 * pacedSorted.length) - 1]!.toFixed(1)} ms; statuses ${JSON.stringify(paced.statuses)}`);
  const result = await load(base, senders, batches, 0);
  const sessions = [...paced.sessions, ...result.sessions];
  const accepted = sessions.reduce((n, s) => n + s.accepted, 0);
  console.log(`as fast as answered: ${result.latencies.length} batches in ${(result.wallMs / 1000).toFixed(1)} s; statuses ${JSON.stringify(result.statuses)}; ${accepted} events accepted`);
  const store = buildToolDeps().store;
  const storedNow = async () => {
    const counts = await Promise.all(sessions.map(async (s) => (await store.entities.trackEvent.query.bySession({ sessionId: s.sessionId }).go({ pages: 'all', attributes: ['eventKey'] })).data.length));
    return counts.reduce((a, b) => a + b, 0);
  };
  const drainStarted = performance.now();
  let stored = await storedNow();
  while (stored < accepted && performance.now() - drainStarted < 1_200_000) {
    await new Promise((r) => setTimeout(r, 1000));
    stored = await storedNow();
  }
  const drainMs = performance.now() - drainStarted;
  console.log(`stored ${stored} of ${accepted} accepted events; the consumer caught up ${(drainMs / 1000).toFixed(1)} s after the last answer`);
  await writeTrackReport(join(root, 'docs/performance.md'), { senders, batches, paced, saturated: result, accepted, stored, drainMs, load: loadBefore });
} finally {
  await stack.stop();
}

function load(base: string, n: number, perSender: number, intervalMs: number): Promise<{ wallMs: number; latencies: number[]; statuses: Record<string, number>; sessions: { sessionId: string; accepted: number }[] }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(import.meta.dirname, 'track-senders.ts'), base, String(n), String(perSender), String(intervalMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out.trim().split('\n').at(-1)!)) : fail(new Error(`the senders exited with ${code}`))));
  });
}
