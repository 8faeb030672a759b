// `npm run bench:import`: 10,000 fresh keys in one request to a demo variant, several times, over HTTP against `npm start`
// on a fresh data folder; checks the counter and writes its section of docs/performance.md.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { maxKeysPerImport } from '../../../shared/inventory/key-import-input';
import { routes } from '../../../shared/routes/route-table';
import { freePort } from '../../../local/runtime/free-port';
import { adminToken } from '../purchase/purchase-load';
import { startStore } from '../start-timing';
import { freshKeys, importOnce, variantStock } from './import-request';
import { writeImportReport, type ImportRunFigures } from './import-report';

const root = resolve(import.meta.dirname, '../../..');
const runs = Number(process.env.IMPORT_RUNS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'neonkeys-import-bench-'));
const port = await freePort();
console.log('starting the store on a fresh data folder (creates the table and seeds the demo catalogue)…');
const store = await startStore(root, port, dataDir, 600_000);
const base = `http://127.0.0.1:${port}`;
try {
  const admin = await adminToken(base);
  const products = (await (await fetch(`${base}/api/products?limit=24`)).json()) as { items: { productId: string }[] };
  const productId = products.items[0]!.productId;
  const detail = (await (await fetch(`${base}/api/products/${productId}`)).json()) as { variants: { variantId: string }[] };
  const variantId = detail.variants[0]!.variantId;
  let expected = (await variantStock(base, admin, productId, variantId)).counter;
  const figures: ImportRunFigures[] = [];
  let first: string[] = [];
  for (let i = 0; i < runs; i++) {
    const keys = freshKeys(maxKeysPerImport);
    if (i === 0) first = keys;
    const load = loadavg() as [number, number, number];
    const run = await importOnce(base, admin, variantId, keys);
    expected += run.imported;
    figures.push({ ms: run.ms, imported: run.imported, answeredAvailable: run.availableKeys, expectedAvailable: expected, message: run.message, load });
    console.log(`run ${i + 1}: ${maxKeysPerImport} keys in ${(run.ms / 1000).toFixed(1)} s, counter ${run.availableKeys} (expected ${expected}), load ${load.map((l) => l.toFixed(1)).join(' ')}`);
  }
  const again = await importOnce(base, admin, variantId, first);
  console.log(`the first run's keys again: ${again.refused} refused in ${(again.ms / 1000).toFixed(1)} s`);
  const stock = await variantStock(base, admin, productId, variantId);
  const tooMany = await fetch(`${base}/api/admin/variants/${variantId}/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ keys: freshKeys(maxKeysPerImport + 1) }),
  });
  const problem = (await tooMany.json()) as { detail?: string };
  await writeImportReport(join(root, 'docs/performance.md'), {
    keysPerRun: maxKeysPerImport,
    bodyBytes: Buffer.byteLength(JSON.stringify({ keys: first })),
    runs: figures,
    duplicateRun: { ms: again.ms, refused: again.refused, imported: again.imported },
    finalCounter: stock.counter,
    finalListed: stock.stored,
    tooMany: { status: tooMany.status, detail: problem.detail ?? '' },
    largestBodyBytes: Buffer.byteLength(JSON.stringify({ keys: Array.from({ length: maxKeysPerImport }, () => 'K'.repeat(500)) })),
    maxBodyBytes: routes.adminImportKeys.maxBodyBytes,
  });
  console.log(`counter ${stock.counter}, listed available ${stock.stored}; docs/performance.md updated`);
} finally {
  await store.stop();
}
