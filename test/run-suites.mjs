// `npm test` after the tools check: lint and the type checks in one lane, the test layers in the other, at once. The
// checks only read the sources, and run at the lowest priority (nice 19): the unit, CDK and integration layers keep both
// cores busy, the browser layer leaves a third of them idle while pages load, and the checks take that instead of
// slowing the layers down (measured: the unit and CDK layer took 101 s beside the checks at equal priority). The test
// lane runs its layers one after another, each as its own vitest run with the workers it can use on a two-core machine:
//   1. unit and CDK: pure code and synthesis, two workers;
//   2. integration: two workers, each with its own set of local services (test/integration/global-setup.ts);
//   3. browser journeys: one worker, since a store, its DynamoDB Local and Chromium already fill both cores.
// Each line is prefixed with its lane and layer; the run ends with the seconds of every layer, the 20 slowest test
// files of the whole run, and one "N passed, N failed, N skipped" line for all. It fails when any layer or lane fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = (...projects) => [process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p])]];
const lanes = [
  { name: 'checks', steps: [{ name: 'lint and types', command: ['nice', ['-n', '19', 'npm', 'run', '--silent', 'checks']], counted: false }] },
  {
    name: 'tests',
    steps: [
      { name: 'unit and cdk', command: vitest('unit', 'cdk'), counted: true },
      { name: 'integration', command: vitest('integration'), counted: true },
      { name: 'e2e', command: vitest('e2e'), counted: true },
    ],
  },
];
const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;
const fileTime = /^file-time (\d+) (\S+) (.+)$/;
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const files = [];
const layers = [];

function runStep(lane, step) {
  return new Promise((done) => {
    const stepStarted = Date.now();
    const [command, args] = step.command;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const counts = { passed: 0, failed: 0, skipped: 0, seen: false };
    const label = step.counted ? `${lane.name}:${step.name}` : lane.name;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        // eslint-disable-next-line no-control-regex -- the colour codes vitest writes are what this strips
        const plain = line.replace(/\x1b\[[0-9;]*m/g, '').trim();
        const time = fileTime.exec(plain);
        if (time) return void files.push({ ms: Number(time[1]), project: time[2], file: time[3] });
        const match = summary.exec(plain);
        if (match) Object.assign(counts, { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3]), seen: true });
        (stream === child.stderr ? process.stderr : process.stdout).write(`[${label}] ${line}\n`);
      });
    }
    child.on('exit', (code, signal) => {
      const ok = code === 0 && (!step.counted || counts.seen);
      layers.push({ lane: lane.name, step: step.name, seconds: seconds(stepStarted), ok });
      console.log(`[${label}] finished with ${signal ?? `exit code ${code}`} after ${seconds(stepStarted)} s`);
      done({ ok, counts });
    });
  });
}

const results = await Promise.all(
  lanes.map(async (lane) => {
    const outcomes = [];
    // Every layer runs even when an earlier one failed, so one run reports every failure.
    for (const step of lane.steps) outcomes.push(await runStep(lane, step));
    console.log(`[${lane.name}] lane finished after ${seconds(started)} s`);
    return outcomes;
  }),
);

const total = { passed: 0, failed: 0, skipped: 0 };
for (const { counts } of results.flat()) for (const key of Object.keys(total)) total[key] += counts[key];
const failedLayers = layers.filter((l) => !l.ok);

console.log('\nSeconds per layer:');
for (const l of layers) console.log(`  ${String(l.seconds).padStart(5)} s  ${l.lane}: ${l.step}${l.ok ? '' : '  (failed)'}`);
console.log(`  ${String(seconds(started)).padStart(5)} s  in all`);
console.log('\nThe 20 slowest test files (import, setup and tests):');
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 20)) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.project.padEnd(12)} ${f.file}`);
if (failedLayers.length) console.log(`\nFailed: ${failedLayers.map((l) => `${l.lane}: ${l.step}`).join(', ')}`);
console.log(`\n${total.passed} passed, ${total.failed + (failedLayers.length && !total.failed ? 1 : 0)} failed, ${total.skipped} skipped`);
process.exit(failedLayers.length ? 1 : 0);
