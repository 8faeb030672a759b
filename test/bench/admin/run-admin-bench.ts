// `npm run bench:admin`: p50/p95 of every admin GET route and the load time of every admin screen on the scale data set
// (`npm run seed:scale` first; NEONKEYS_DATA_DIR to use another folder). Writes its section of docs/performance.md.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { freePort } from '../../../local/runtime/free-port';
import type { ScaleSummary } from '../../../local/seed/scale/seed-scale';
import { launchChromium } from '../../e2e/browser';
import { adminToken } from '../purchase/purchase-load';
import { startStore } from '../start-timing';
import { adminGetRequests } from './admin-requests';
import { writeAdminReport } from './admin-report';
import { measureRoute, type RouteFigures } from './measure-routes';
import { waitForQuietEngine } from './wait-for-quiet-engine';
import { adminPage, measureScreens } from './measure-screens';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(process.env.NEONKEYS_DATA_DIR ?? join(root, '.data-scale'));
const manifest = await readFile(join(dataDir, 'scale-manifest.json'), 'utf8').then((t) => JSON.parse(t) as ScaleSummary & { createdAt: string }, () => null);
if (!manifest?.samples) {
  console.error(`${dataDir} holds no scale data set: run \`npm run seed:scale\` first.`);
  process.exit(1);
}
const samples = manifest.samples;
const port = await freePort();
const store = await startStore(root, port, dataDir, 900_000);
const base = `http://127.0.0.1:${port}`;
console.log(`store up on the scale data in ${(store.readyMs / 1000).toFixed(1)} s; waiting for the start-up reindex to end (DynamoDB Local quiet)…`);
try {
  const quietMs = await waitForQuietEngine(dataDir);
  console.log(`DynamoDB Local quiet after ${(quietMs / 1000).toFixed(0)} s more`);
  const token = await adminToken(base);
  const { requests, skipped } = adminGetRequests(base, samples);
  const routes: RouteFigures[] = [];
  for (const request of requests) {
    const figures = await measureRoute(request, token);
    routes.push(figures);
    console.log(`GET ${request.path}: ${figures.requests ? `p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms` : `answered ${figures.status}`}`);
  }
  for (const s of skipped) console.log(`skipped ${s.id}: ${s.reason}`);
  const browser = await launchChromium();
  const screens = await (async () => {
    try {
      return await measureScreens(await adminPage(browser, base), base, samples);
    } finally {
      await browser.close();
    }
  })();
  for (const s of screens) console.log(`${s.path}: median ${s.medianMs} ms, worst ${s.maxMs} ms (${s.content})`);
  await writeAdminReport(join(root, 'docs/performance.md'), {
    data: { products: manifest.products, variants: manifest.variants, keys: manifest.keys, orders: manifest.orders, users: manifest.users, items: manifest.items, seededAt: manifest.createdAt },
    routes,
    skipped,
    screens,
    startMs: store.readyMs,
    quietMs,
  });
} finally {
  await store.stop();
}
