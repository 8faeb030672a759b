// `npm run bench`: measures the platform's targets and writes them to docs/performance.md.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../local/runtime/free-port';
import { runLoad } from './load';
import { writeReport } from './report';
import { measureSignIn, writeSignInReport } from './sign-in';
import { measureStorefront } from './storefront-bench';
import { startStore } from './start-timing';
import { runSearchBench } from './search/run-search-bench';
import { runIntelligenceQualityBench } from './intelligence/run-quality-bench';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'neonkeys-bench-'));
const port = await freePort();
const listUrl = `http://127.0.0.1:${port}/api/products`;

console.log('first start (creates the table, seeds, builds the SPA if needed)…');
const cold = await startStore(root, port, dataDir);
await cold.stop();

const warmRuns: number[] = [];
for (let i = 0; i < 3; i++) {
  const run = await startStore(root, port, dataDir);
  warmRuns.push(run.readyMs);
  if (i < 2) await run.stop();
  else {
    console.log('catalogue list through the local gateway: warming up, then 50 connections for 10 s…');
    const body = await (await fetch(listUrl)).text();
    await runLoad(listUrl, 2);
    const gateway = await runLoad(listUrl);
    const storefront = await measureStorefront(root, run.url, body);
    console.log('sign-in round trip in Chromium, 20 runs…');
    const signIn = await measureSignIn(run.url);
    await run.stop();
    await writeSignInReport(join(root, 'docs/performance.md'), { ...signIn, initialJsKb: storefront.initialJsKb });
    console.log(JSON.stringify({ storefront, signIn }, null, 2));

    console.log('bare node:http baseline with the same JSON…');
    const basePort = await freePort();
    const baseline = fork(join(import.meta.dirname, 'baseline-server.mjs'), { env: { ...process.env, PORT: String(basePort), BASELINE_BODY: body } });
    await new Promise((r) => baseline.once('message', r));
    await runLoad(`http://127.0.0.1:${basePort}/`, 2);
    const bare = await runLoad(`http://127.0.0.1:${basePort}/`);
    baseline.kill();

    warmRuns.sort((a, b) => a - b);
    const report = { coldMs: cold.readyMs, warmMs: warmRuns, gateway, bare, bodyBytes: Buffer.byteLength(body), js: storefront.js };
    await writeReport(join(root, 'docs/performance.md'), report);
    console.log(JSON.stringify(report, null, 2));
  }
}

console.log('search engine and dropdown round trip…');
await runSearchBench(root);

console.log('purchase: the oversell probe and 1,000 orders through checkout, Stripe, the webhook and fulfilment…');
await import('./purchase/run-purchase-bench');

console.log('intelligence: bot likelihood and identity linking on labelled generated traffic…');
await runIntelligenceQualityBench(root);
