// `npm run bench:intelligence`: the Enhanced User Intelligence console's routes over the real gateway on the traffic data
// set of `npm run seed:traffic` (1,000,000 events, 50,000 sessions, 30 days): the sessions list (first pages and Load
// More, with each filter), one session's details, correlation, behaviour analysis and a user's timeline, each asked
// afresh (`fresh=true`, distinct sessions) so no answer comes from the console's 5-minute caches. Prints p50/p95 per
// route against issue 17's targets; figures are recorded by hand in docs/performance.md.
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { SessionPage } from '../../../shared/intelligence/console-views';
import { freePort } from '../../../local/runtime/free-port';
import { waitForQuietEngine } from '../admin/wait-for-quiet-engine';
import { percentile } from '../admin/measure-routes';
import { adminToken } from '../purchase/purchase-load';
import { startStore } from '../start-timing';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(process.env.NEONKEYS_DATA_DIR ?? join(root, '.data-traffic'));
const samples = Number(process.env.CONSOLE_SAMPLES ?? 60);
const manifest = await readFile(join(dataDir, 'traffic-manifest.json'), 'utf8').then((t) => JSON.parse(t) as Record<string, unknown>, () => null);
if (!manifest) {
  console.error(`${dataDir} holds no traffic data set: run \`npm run seed:traffic\` first.`);
  process.exit(1);
}

const targets: Record<string, number> = { list: 100, correlation: 200, behaviour: 100, timeline: 300 };
const port = await freePort();
const store = await startStore(root, port, dataDir, 900_000);
const base = `http://127.0.0.1:${port}`;
try {
  const quietMs = await waitForQuietEngine(dataDir);
  const token = await adminToken(base);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = (await res.json()) as unknown;
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  const timeAll = async (label: string, target: string, paths: string[]) => {
    for (const path of paths.slice(0, 3)) await get(path); // handler loaded, connections open
    const times: number[] = [];
    for (const path of paths) times.push((await get(path)).ms);
    const p50 = Math.round(percentile(times, 0.5) * 10) / 10;
    const p95 = Math.round(percentile(times, 0.95) * 10) / 10;
    console.log(`${label}: p50 ${p50} ms, p95 ${p95} ms over ${times.length} (target p95 ≤ ${targets[target]} ms)${p95 <= targets[target]! ? '' : '  MISSED'}`);
  };

  console.log(`machine: ${cpus()[0]?.model} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()[0]!.toFixed(2)}; ${new Date().toISOString()}`);
  console.log(`data: ${JSON.stringify(manifest)}`);
  console.log(`store answered in ${(store.readyMs / 1000).toFixed(1)} s, quiet ${(quietMs / 1000).toFixed(0)} s later`);

  // A sample of the week's sessions, through the list itself: Load More's cursors, as the console follows them.
  const sessions: SessionPage['sessions'] = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const page: SessionPage = (await get(`/api/admin/intelligence/sessions?range=7d&limit=24${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body as SessionPage;
    sessions.push(...page.sessions);
    cursor = page.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor && cursors.length < samples);
  const users = [...new Set(sessions.map((s) => s.userId).filter((u): u is string => Boolean(u)))];
  console.log(`sampled ${sessions.length} sessions of the last 7 days (${users.length} signed-in users among them)`);

  const list = '/api/admin/intelligence/sessions?limit=24';
  await timeAll('sessions list, first page (24 h)', 'list', Array.from({ length: samples }, () => `${list}&range=24h`));
  await timeAll('sessions list, first page (7 days)', 'list', Array.from({ length: samples }, () => `${list}&range=7d`));
  await timeAll('sessions list, Load More (7 days)', 'list', cursors.map((c) => `${list}&range=7d&cursor=${encodeURIComponent(c)}`));
  await timeAll('sessions list, one country (7 days)', 'list', Array.from({ length: samples }, (_, i) => `${list}&range=7d&country=${['US', 'DE', 'BR', 'GB'][i % 4]}`));
  await timeAll('sessions list, signed in (7 days)', 'list', Array.from({ length: samples }, () => `${list}&range=7d&auth=authenticated`));
  await timeAll('sessions list, high risk (7 days, a rare band: looks at up to 100 sessions a page)', 'list', Array.from({ length: samples }, () => `${list}&range=7d&risk=high`));
  const picked = sessions.slice(0, samples);
  await timeAll('session details', 'list', picked.map((s) => `/api/admin/intelligence/sessions/${s.sessionId}`));
  await timeAll('correlation of one session (fresh)', 'correlation', picked.map((s) => `/api/admin/intelligence/sessions/${s.sessionId}/correlation?fresh=true`));
  await timeAll('behaviour analysis (fresh, 24 h window)', 'behaviour', picked.map((s) => `/api/admin/intelligence/sessions/${s.sessionId}/behaviour?fresh=true&windowHours=24`));
  if (users.length) await timeAll('timeline of a user (fresh, 30 days, with correlated sessions)', 'timeline', Array.from({ length: Math.min(samples, 30) }, (_, i) => `/api/admin/intelligence/users/${users[i % users.length]}/timeline?days=30&fresh=true`));
  await timeAll('Analytics tab (7 days)', 'list', Array.from({ length: samples }, () => '/api/admin/intelligence/analytics?range=7d'));
} finally {
  await store.stop();
}
