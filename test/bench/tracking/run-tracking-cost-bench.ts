// `npm run bench:tracking-cost`: the tracking module's main-thread cost in headless Chromium (issue 16: ≤ 1 ms per second
// of interaction). The same scripted visit (mouse moves, scrolling, clicks, a page change) twice per round: once tracked,
// once as a Global Privacy Control visitor (the module never loads); the difference of Chromium's own main-thread
// figures (Performance.getMetrics: TaskDuration, ScriptDuration) over the interaction, and a CPU profile of the tracked
// visit attributing to the module every sample whose stack runs through its scripts.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort } from '../../../local/runtime/free-port';
import { startLocalStack } from '../../../local/runtime/local-stack';
import { globalPrivacyControlOn, launchChromium } from '../../e2e/browser';
import { inclusiveMs, moduleHotspots, type CpuProfile } from './module-profile';
import { writeTrackingCostReport, type CostRound } from './tracking-cost-report';

const root = resolve(import.meta.dirname, '../../..');
const rounds = Number(process.env.COST_ROUNDS ?? 3);
const interactionSeconds = 10;
const port = await freePort();
const stack = await startLocalStack({ port, dataDir: mkdtempSync(join(tmpdir(), 'neonkeys-tracking-cost-')), backgroundThread: true, log: () => {} });
const browser = await launchChromium();
try {
  const base = `http://127.0.0.1:${port}`;
  const results: CostRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const tracked = await visit(browser, base, false);
    const untracked = await visit(browser, base, true);
    // The module's scripts: what the tracked visit loaded that the GPC visit did not.
    const moduleScripts = new Set([...tracked.scripts].filter((url) => !untracked.scripts.has(url)));
    const moduleMs = inclusiveMs(tracked.profile, moduleScripts);
    results.push({ tracked: { ...tracked, moduleMs, moduleScripts: [...moduleScripts].map((u) => new URL(u).pathname) }, untracked, load: loadavg()[0]! });
    for (const h of moduleHotspots(tracked.profile, moduleScripts)) console.log(`  ${h.ms.toFixed(2)} ms  ${h.frame}`);
    console.log(`round ${round + 1}: tracked ${tracked.taskMs.toFixed(1)} ms of tasks (${tracked.scriptMs.toFixed(1)} script, ${moduleMs.toFixed(1)} in the module), untracked ${untracked.taskMs.toFixed(1)} ms (${untracked.scriptMs.toFixed(1)})`);
  }
  await writeTrackingCostReport(join(root, 'docs/performance.md'), { interactionSeconds, rounds: results });
} finally {
  await browser.close();
  await stack.stop();
}

async function visit(b: Browser, base: string, gpc: boolean): Promise<{ taskMs: number; scriptMs: number; batches: number; scripts: Set<string>; profile: CpuProfile }> {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
  if (gpc) await context.addInitScript(globalPrivacyControlOn);
  const page = await context.newPage();
  let batches = 0;
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.url().endsWith('/api/track')) batches++;
    if (r.resourceType() === 'script') scripts.add(r.url());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  // Past the idle moment at which the module loads, so its one-off start-up is not counted as interaction.
  await page.waitForTimeout(6_000);
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { task: get('TaskDuration'), script: get('ScriptDuration') };
  };
  // A CPU profile over the interaction too: it tells which of the time is the module's own (module-profile.ts).
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const before = await metric();
  const started = Date.now();
  let step = 0;
  while (Date.now() - started < interactionSeconds * 1000) {
    step++;
    await page.mouse.move(100 + ((step * 37) % 1000), 100 + ((step * 53) % 600), { steps: 5 });
    if (step % 5 === 0) await page.mouse.wheel(0, step % 10 === 0 ? -600 : 600);
    if (step % 25 === 0) await page.keyboard.press('Tab');
    await page.waitForTimeout(40);
  }
  const after = await metric();
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return { taskMs: after.task - before.task, scriptMs: after.script - before.script, batches, scripts, profile: profile as CpuProfile };
}
