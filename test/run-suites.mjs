// `npm test` after the tools check: lint and the type checks in one lane, every test layer in the other, at once. One
// vitest run on a two-core machine uses one worker (cores − 1) and takes the layers in turn; the checks only read the
// sources, so they can share the machine with its first layers (unit, CDK, the browser journeys, which wait on the
// browser much of the time). The integration layer is not given a lane of its own: its probes (a hundred concurrent
// buyers against DynamoDB Local) need the cores, and run last, after the checks are done, as one vitest run orders them.
// Measured on 2026-12-04: an integration lane started beside the browser layer (after the checks) made the integration
// files 3 to 5 times slower (the demo seed's file 53 s → 259 s, the hostile-input suite 61 s → 201 s), two DynamoDB
// Local JVMs, the store and Chromium fighting over two cores, for no shorter run; so the layers stay in one lane.
// Each lane's lines are prefixed with its name; the run ends with one "N passed, N failed, N skipped" line for all,
// and fails when any lane fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const lanes = [
  { name: 'checks', command: 'npm', args: ['run', '--silent', 'checks'] },
  { name: 'tests', command: process.execPath, args: vitest },
];
const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;
const started = Date.now();

const results = await Promise.all(
  lanes.map(
    (lane) =>
      new Promise((done) => {
        const child = spawn(lane.command, lane.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        const counts = { passed: 0, failed: 0, skipped: 0, seen: false };
        for (const stream of [child.stdout, child.stderr]) {
          createInterface({ input: stream }).on('line', (line) => {
            const match = summary.exec(line.trim());
            if (match) Object.assign(counts, { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3]), seen: true });
            (stream === child.stderr ? process.stderr : process.stdout).write(`[${lane.name}] ${line}\n`);
          });
        }
        child.on('exit', (code, signal) => {
          console.log(`[${lane.name}] finished with ${signal ?? `exit code ${code}`} after ${Math.round((Date.now() - started) / 1000)} s`);
          done({ lane: lane.name, code: code ?? 1, counts });
        });
      }),
  ),
);

const total = { passed: 0, failed: 0, skipped: 0 };
for (const { counts } of results) for (const key of Object.keys(total)) total[key] += counts[key];
const failedLanes = results.filter((r) => r.code !== 0 || (r.lane !== 'checks' && !r.counts.seen)).map((r) => r.lane);
if (failedLanes.length) console.log(`\nFailed: ${failedLanes.join(', ')}`);
console.log(`\n${total.passed} passed, ${total.failed + (failedLanes.length && !total.failed ? 1 : 0)} failed, ${total.skipped} skipped`);
process.exit(failedLanes.length ? 1 : 0);
