// `npm run bench:purchase`: the purchase targets over the real routes of `npm start`, in a child process, with a fresh data folder.
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, release, tmpdir, totalmem, type as osType } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../local/runtime/free-port';
import { startStore } from '../start-timing';
import { adminToken, availableKeys, percentile, runPurchases, stockVariant, timeCheckouts } from './purchase-load';

const root = resolve(import.meta.dirname, '../../..');
const port = await freePort();
const store = await startStore(root, port, mkdtempSync(join(tmpdir(), 'neonkeys-purchase-')));
const base = `http://127.0.0.1:${port}`;
try {
  const admin = await adminToken(base);
  const used = new Set<string>();

  console.log('oversell probe: 100 concurrent buyers, 20 keys…');
  // A sold-out variant of the demo catalogue, so its stock is exactly the 20 keys imported here.
  const probeVariant = await stockVariant(base, admin, 20, used, 'out_of_stock');
  const probeStock = await availableKeys(base, probeVariant.variantId);
  const probe = await runPurchases(base, probeVariant.variantId, 100, 100);
  const probeAfter = await availableKeys(base, probeVariant.variantId);

  console.log('throughput: 1,000 orders from 50 concurrent buyers…');
  const loadVariant = await stockVariant(base, admin, 1000, used);
  const loadBefore = await availableKeys(base, loadVariant.variantId);
  const run = await runPurchases(base, loadVariant.variantId, 1000, 50);
  const loadAfter = await availableKeys(base, loadVariant.variantId);

  console.log('checkout creation, one buyer at a time, 200 checkouts…');
  const soloVariant = await stockVariant(base, admin, 250, used);
  await timeCheckouts(base, soloVariant.variantId, 20);
  const solo = await timeCheckouts(base, soloVariant.variantId, 200);

  // The same with every detection rule switched off by the admin, so the difference is what the risk check costs.
  console.log('checkout creation with the detection rules off, 200 checkouts…');
  await switchRules(base, admin, false);
  const offVariant = await stockVariant(base, admin, 250, used);
  await timeCheckouts(base, offVariant.variantId, 20);
  const soloOff = await timeCheckouts(base, offVariant.variantId, 200);
  await switchRules(base, admin, true);

  const report = {
    probe: { buyers: 100, stock: probeStock, paid: probe.orders, refused: probe.refused, errors: probe.errors, distinctKeys: new Set(probe.deliveredKeys).size, counterAfter: probeAfter },
    load: {
      orders: run.orders,
      errors: run.errors,
      refused: run.refused,
      ordersPerSecond: Number(run.ordersPerSecond.toFixed(1)),
      endToEndSeconds: Number(run.endToEndSeconds.toFixed(1)),
      checkoutP50Ms: Number(percentile(run.checkoutMs, 50).toFixed(1)),
      checkoutP95Ms: Number(percentile(run.checkoutMs, 95).toFixed(1)),
      soloP50Ms: Number(percentile(solo, 50).toFixed(1)),
      soloP95Ms: Number(percentile(solo, 95).toFixed(1)),
      rulesOffP50Ms: Number(percentile(soloOff, 50).toFixed(1)),
      rulesOffP95Ms: Number(percentile(soloOff, 95).toFixed(1)),
      distinctKeys: new Set(run.deliveredKeys).size,
      deliveredKeys: run.deliveredKeys.length,
      counterBefore: loadBefore,
      counterAfter: loadAfter,
    },
  };
  console.log(JSON.stringify(report, null, 2));
  await writeReport(join(root, 'docs/performance.md'), report);
} finally {
  await store.stop();
}

/** Switches every detection rule on or off through the Security page's route, as an admin would. */
async function switchRules(base: string, admin: string, active: boolean) {
  const rules = (await (await fetch(`${base}/api/admin/security/rules`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { ruleId: string }[];
  for (const rule of rules) {
    const res = await fetch(`${base}/api/admin/security/rules/${rule.ruleId}`, { method: 'PATCH', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ active }) });
    if (!res.ok) throw new Error(`could not switch rule ${rule.ruleId}: ${res.status}`);
  }
}

async function writeReport(path: string, r: { probe: Record<string, number>; load: Record<string, number> }) {
  const begin = '<!-- bench:purchase:begin -->';
  const end = '<!-- bench:purchase:end -->';
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const { probe, load } = r;
  const section = `${begin}
## Purchase (issue 13) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}. Measured by \`npm run bench:purchase\` against \`npm start\` in a child process (fresh data folder): 50 shoppers check out as guests (\`POST /api/checkout/guest\`) and pay with 4242… on the local Stripe's hosted page (the form a browser posts), one purchase after another; end to end runs from the first checkout to the last buyer's "keys ready" e-mail (sent after each settling transaction, read from the local outbox so timing adds no table reads); every order is then read back through its guest link. The webhook, the order queue, the consumer and the settling transaction all run as they do under \`npm start\`.

| target | goal | measured | |
|---|---|---|---|
| oversell probe: ${probe.buyers} concurrent buyers for ${probe.stock} keys | exactly ${probe.stock} paid, ${probe.stock} distinct keys, the rest told "sold out" before paying, counter 0 | ${probe.paid} paid, ${probe.distinctKeys} distinct keys, ${probe.refused} refused with 409 before any payment page, ${probe.errors} errors, counter ${probe.counterAfter} | ${verdict(probe.paid === probe.stock && probe.distinctKeys === probe.stock && probe.refused === probe.buyers! - probe.stock! && probe.counterAfter === 0)} |
| end-to-end throughput, 1,000 orders, 50 concurrent buyers | ≥ 50 orders/s | ${load.ordersPerSecond} orders/s (${load.orders} orders in ${load.endToEndSeconds} s, ${load.errors} errors) | ${verdict(load.ordersPerSecond! >= 50)} |
| checkout creation p95 (price, Stripe session, reserve with the order), one buyer at a time | ≤ 50 ms | ${load.soloP95Ms} ms (p50 ${load.soloP50Ms} ms, 200 checkouts after 20 to warm up) | ${verdict(load.soloP95Ms! <= 50)} |
| what the risk check adds to checkout p95 (issue 17): the one-at-a-time run with the detection rules on, against the same with every rule off | ≤ 20 ms | ${(load.soloP95Ms! - load.rulesOffP95Ms!).toFixed(1)} ms (p95 ${load.soloP95Ms} on, ${load.rulesOffP95Ms} off; p50 ${load.soloP50Ms} on, ${load.rulesOffP50Ms} off) | ${verdict(load.soloP95Ms! - load.rulesOffP95Ms! <= 20)} |
| checkout creation p95 while 50 shoppers buy at once (each also paying) | ≤ 50 ms | ${load.checkoutP95Ms} ms (p50 ${load.checkoutP50Ms} ms) | ${verdict(load.checkoutP95Ms! <= 50)} |
| keys lost or duplicated | 0 | ${load.deliveredKeys} delivered, ${load.distinctKeys} distinct; available keys ${load.counterBefore} before, ${load.counterAfter} after | ${verdict(load.deliveredKeys === load.orders && load.distinctKeys === load.orders && load.counterBefore! - load.counterAfter! === load.orders)} |
${end}`;
  const current = await readFile(path, 'utf8');
  await writeFile(path, current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`);
}
