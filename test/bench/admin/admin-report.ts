import { readFile, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type as osType } from 'node:os';
import type { RouteFigures } from './measure-routes';
import type { ScreenFigures } from './measure-screens';

const begin = '<!-- bench:admin:begin -->';
const end = '<!-- bench:admin:end -->';
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const routeGoalMs = 50;
const screenGoalMs = 1500;

export interface AdminBenchReport {
  data: { products: number; variants: number; keys: number; orders: number; users: number; items: number; seededAt: string };
  routes: RouteFigures[];
  skipped: { id: string; reason: string }[];
  screens: ScreenFigures[];
  startMs: number;
  /** How long DynamoDB Local kept working on its own after the store answered, before timing began. */
  quietMs: number;
}

/** Replaces the back-office section of docs/performance.md with this run's figures, keeping the rest of the page. */
export async function writeAdminReport(path: string, r: AdminBenchReport): Promise<void> {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const n = (v: number) => v.toLocaleString('en-US');
  const routeRows = r.routes.map((f) =>
    f.requests === 0
      ? `| \`GET ${f.path}\` | ≤ ${routeGoalMs} ms | answered ${f.status}, not timed | **missed** |`
      : `| \`GET ${f.path}\` | ≤ ${routeGoalMs} ms | ${f.p95Ms} ms (p50 ${f.p50Ms} ms, ${f.requests} requests) | ${verdict(f.p95Ms <= routeGoalMs)} |`,
  );
  const screenRows = r.screens.map(
    (s) => `| ${s.id} \`${s.path}\` | ≤ ${screenGoalMs} ms | ${s.medianMs} ms (worst ${s.maxMs} ms) | ${s.content} | ${s.content === 'heading only' ? 'not built yet' : verdict(s.maxMs <= screenGoalMs)} |`,
  );
  const section = `${begin}
## Back office at scale (issue 15) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. Measured by \`npm run bench:admin\` against \`npm start\` in a child process on the scale data set of \`npm run seed:scale\` (seeded ${r.data.seededAt.slice(0, 10)}): ${n(r.data.products)} products, ${n(r.data.variants)} variants, ${n(r.data.keys)} keys, ${n(r.data.orders)} orders, ${n(r.data.users)} users, ${n(r.data.items)} items in the table besides the demo seed. The store took ${(r.startMs / 1000).toFixed(1)} s to answer /api/health on it (DynamoDB Local opening the data); timing began ${(r.quietMs / 1000).toFixed(0)} s later, once DynamoDB Local had gone quiet (the start-up reindex of the embedded search engine, which reads every search record after /api/health first answers, had ended).

**API**: every \`GET /api/admin/...\` route of the route table, signed in as the demo admin, one request after another: 20 to warm up, then 200 timed from request to last byte.

| route | goal (p95) | measured | |
|---|---|---|---|
${routeRows.join('\n') || '| (no admin GET routes in the table yet) | | | |'}
${r.skipped.length ? `\nNot measured: ${r.skipped.map((s) => `\`${s.id}\` (${s.reason})`).join('; ')}.\n` : ''}
**Screens**: each admin screen opened by a full navigation in headless Debian Chromium (1366×900, signed in as the demo admin), timed until its heading and its main content (first table row, stat cards, a panel or the empty state) are visible; one warm-up load, then 5.

| screen | goal | measured | main content | |
|---|---|---|---|---|
${screenRows.join('\n')}
${end}`;
  const current = await readFile(path, 'utf8');
  await writeFile(path, current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`);
}
