// `npm test` after the tools check: three lanes at once, each a process of its own. A vitest run on a two-core machine
// uses one worker (cores − 1) and takes its files in turn, so the layers are split across lanes instead:
// - checks: lint and the type checks, which only read the sources;
// - tests: the unit, CDK and browser layers, whose browser journeys wait on Chromium and the store much of the time;
// - integration: DynamoDB Local's layer, started once the checks are done, so its probes (a hundred concurrent buyers)
//   share the cores with the browser journeys only, not with the type checker as well.
// Each lane has its own twins (the integration layer's global setup, the browser layer's store), so nothing is shared
// between them but the CPU. Each lane's lines are prefixed with its name; the run ends with one "N passed, N failed,
// N skipped" line for all, and fails when any lane fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const lanes = [
  { name: 'checks', command: 'npm', args: ['run', '--silent', 'checks'] },
  { name: 'tests', command: process.execPath, args: [...vitest, '--project', 'unit', '--project', 'cdk', '--project', 'e2e'] },
  { name: 'integration', command: process.execPath, args: [...vitest, '--project', 'integration'], after: 'checks' },
];
const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;
const started = Date.now();

const finished = new Map();
const run = (lane) =>
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
  });
for (const lane of lanes) finished.set(lane.name, (lane.after ? finished.get(lane.after) : Promise.resolve()).then(() => run(lane)));
const results = await Promise.all(finished.values());

const total = { passed: 0, failed: 0, skipped: 0 };
for (const { counts } of results) for (const key of Object.keys(total)) total[key] += counts[key];
const failedLanes = results.filter((r) => r.code !== 0 || (r.lane !== 'checks' && !r.counts.seen)).map((r) => r.lane);
if (failedLanes.length) console.log(`\nFailed: ${failedLanes.join(', ')}`);
console.log(`\n${total.passed} passed, ${total.failed + (failedLanes.length && !total.failed ? 1 : 0)} failed, ${total.skipped} skipped`);
process.exit(failedLanes.length ? 1 : 0);
