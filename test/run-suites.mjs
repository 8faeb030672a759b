// `npm test` after the tool check: two lanes at once, because vitest runs a project without file parallelism (the
// integration files share one DynamoDB Local, one Stripe twin and one SQS) only after every other project has
// finished, and with one worker on two cores the whole run was serial. Lane one checks the code and then runs the
// integration files one after another; lane two runs the unit, CDK and browser projects. Each lane's lines are
// prefixed with its name; the last line adds up both lanes' "N passed, N failed, N skipped" for CI.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// Arguments pass to both vitest runs (`node test/run-suites.mjs orders/` runs the files matching it in each lane).
const filters = process.argv.slice(2);
const vitest = (...projects) => ['npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...(filters.length ? ['--passWithNoTests', ...filters] : [])]];
const lanes = [
  { name: 'checks+integration', steps: [['npm', ['run', '-s', 'lint']], ['npm', ['run', '-s', 'typecheck']], vitest('integration')] },
  { name: 'unit+cdk+e2e', steps: [vitest('unit', 'cdk', 'e2e')] },
];
const summary = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;

function runStep(lane, [command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const counts = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const found = summary.exec(line.trim());
        if (found) counts.push(found.slice(1).map(Number));
        process.stdout.write(`[${lane.name}] ${line}\n`);
      });
    }
    child.on('close', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, counts: counts.at(-1) }));
  });
}

async function runLane(lane) {
  const started = Date.now();
  const results = [];
  // Every step runs even after a failure, so one red run shows every problem at once.
  for (const step of lane.steps) results.push(await runStep(lane, step));
  return { lane, results, seconds: Math.round((Date.now() - started) / 1000) };
}

const outcomes = await Promise.all(lanes.map(runLane));
const totals = [0, 0, 0];
let ok = true;
for (const { lane, results, seconds } of outcomes) {
  const failedSteps = results.filter((r) => !r.ok);
  ok &&= failedSteps.length === 0;
  for (const r of results) {
    r.counts?.forEach((n, i) => (totals[i] += n));
    // A step that failed before it could count (lint, typecheck, a crash) counts as one failure.
    if (!r.ok && !r.counts?.[1]) totals[1] += 1;
  }
  console.log(`[${lane.name}] ${failedSteps.length ? `failed (exit ${failedSteps.map((r) => r.code).join(', ')})` : 'passed'} in ${seconds} s`);
}
console.log(`\n${totals[0]} passed, ${totals[1]} failed, ${totals[2]} skipped`);
process.exit(ok ? 0 : 1);
