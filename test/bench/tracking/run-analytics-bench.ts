// `npm run bench:analytics`: p50/p95 of the dashboard's analytics route (and the users routes that read tracking data)
// on the traffic data set of `npm run seed:traffic` (1,000,000 events, 50,000 sessions, 30 days), over the real gateway.
import { readFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { AnalyticsView } from '../../../shared/analytics/analytics-view';
import { freePort } from '../../../local/runtime/free-port';
import { waitForQuietEngine } from '../admin/wait-for-quiet-engine';
import { measureRoute } from '../admin/measure-routes';
import { adminToken } from '../purchase/purchase-load';
import { startStore } from '../start-timing';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(process.env.NEONKEYS_DATA_DIR ?? join(root, '.data-traffic'));
const manifest = await readFile(join(dataDir, 'traffic-manifest.json'), 'utf8').then((t) => JSON.parse(t) as Record<string, unknown>, () => null);
if (!manifest) {
  console.error(`${dataDir} holds no traffic data set: run \`npm run seed:traffic\` first.`);
  process.exit(1);
}
const port = await freePort();
const store = await startStore(root, port, dataDir, 900_000);
const base = `http://127.0.0.1:${port}`;
try {
  const quietMs = await waitForQuietEngine(dataDir);
  const token = await adminToken(base);
  // As on AWS, where the schedule has long been running: wait for its first run to roll the finished hours up.
  const panel = async () => (await (await fetch(`${base}/api/admin/analytics`, { headers: { authorization: `Bearer ${token}` } })).json()) as AnalyticsView;
  let view = await panel();
  if (view.window.pastHoursFrom === 'counters') {
    const cold = await measureRoute({ id: 'adminAnalytics', path: '/api/admin/analytics', url: `${base}/api/admin/analytics` } as never, token, 50, 5);
    console.log(`before this hour's rollup (finished hours from their counters): p50 ${cold.p50Ms} ms, p95 ${cold.p95Ms} ms over ${cold.requests}`);
  }
  for (const until = Date.now() + 7 * 60_000; view.window.pastHoursFrom !== 'rollup' && Date.now() < until; view = await panel()) await new Promise((r) => setTimeout(r, 5_000));
  console.log(`finished hours from: ${view.window.pastHoursFrom}`);
  console.log(`machine: ${cpus()[0]?.model} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${new Date().toISOString()}`);
  console.log(`data: ${JSON.stringify(manifest)}`);
  console.log(`store answered in ${(store.readyMs / 1000).toFixed(1)} s, quiet ${(quietMs / 1000).toFixed(0)} s later`);
  console.log(`panel: ${JSON.stringify(view.cards)}; ${view.popularProducts.length} popular products, ${view.recentActivity.length} activities, views per day ${view.viewsPerDay.map((d) => d.views).join(' ')}`);
  const users = (await (await fetch(`${base}/api/admin/users?limit=25`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { userId: string; sessions: number }[] };
  const busiest = [...users.items].sort((a, b) => b.sessions - a.sessions)[0];
  const routes = [
    { id: 'adminAnalytics', path: '/api/admin/analytics' },
    { id: 'adminListUsers', path: '/api/admin/users?limit=25' },
    ...(busiest ? [
      { id: 'adminListUserSessions', path: `/api/admin/users/${busiest.userId}/sessions` },
      { id: 'adminListUserActivity', path: `/api/admin/users/${busiest.userId}/activity` },
    ] : []),
  ];
  for (const route of routes) {
    const figures = await measureRoute({ ...route, url: `${base}${route.path}` } as never, token);
    console.log(`GET ${route.path}: ${figures.requests ? `p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms over ${figures.requests}` : `answered ${figures.status}`}`);
  }
  if (busiest) console.log(`(busiest user of the first page: ${busiest.sessions.toLocaleString('en-US')} sessions)`);
} finally {
  await store.stop();
}
