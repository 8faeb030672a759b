// `npm run seed:traffic`: 1,000,000 tracking events across 50,000 sessions over the last 30 days, with every counter the
// tracking consumer keeps, in a data folder of its own (`.data-traffic/`, or NEONKEYS_DATA_DIR), for the analytics
// benchmark (`npm run bench:analytics`). `--wipe` replaces an existing one; `--fraction 0.1` makes a smaller one.
import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { rollUpProductDays } from '../functions/analytics/popular-products';
import { readConfig } from '../functions/lib/config';
import { createDocumentClient } from '../functions/lib/data/dynamo-client';
import { buildToolDeps } from '../functions/lib/wiring/tool-deps';
import { freePort } from '../local/runtime/free-port';
import { seedFolders } from '../local/seed/seed-folder';
import { startLocalStack } from '../local/runtime/local-stack';
import { BatchWriter } from '../local/seed/scale/batch-writer';
import { fullTraffic, generateTraffic, type TrafficSizes } from '../local/seed/traffic/generate-traffic';

const { fraction, dataDir, workDir } = await seedFolders('.data-traffic', 'seed:traffic');
const sizes: TrafficSizes = { sessions: Math.round(fullTraffic.sessions * fraction), events: Math.round(fullTraffic.events * fraction), days: fullTraffic.days };
const started = performance.now();
console.log(`Seeding traffic into ${dataDir}: ${sizes.events.toLocaleString('en-US')} events, ${sizes.sessions.toLocaleString('en-US')} sessions, ${sizes.days} days`);
const stack = await startLocalStack({ port: await freePort(), dataDir: workDir, withWeb: false, sweepExpired: false, log: (line) => console.log(`  ${line}`) });
try {
  const config = readConfig();
  const deps = buildToolDeps(config);
  const client = createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, access: 'write', allowScan: true });
  // A tool, not a request path: the demo catalogue's products and accounts are read once with a Scan.
  const scan = async (entity: string) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: config.TABLE_NAME, FilterExpression: '#e = :e', ExpressionAttributeNames: { '#e': '__edb_e__' }, ExpressionAttributeValues: { ':e': entity }, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const products = (await scan('product')).filter((p) => p.isActive).map((p) => ({ productId: String(p.productId), slug: String(p.slug) }));
  const users = (await scan('user')).map((u) => String(u.userId));
  const now = Date.now();
  const writer = new BatchWriter(client, deps.store, config.TABLE_NAME);
  let sessions = 0;
  for await (const items of generateTraffic(sizes, products, users, now)) {
    await writer.add(items);
    if (++sessions % 5_000 === 0) console.log(`  ${sessions.toLocaleString('en-US')} sessions, ${writer.written.toLocaleString('en-US')} items`);
  }
  await writer.flush();
  const rolled = await rollUpProductDays(deps, new Date(now));
  await stack.stop();
  await writeFile(join(workDir, 'traffic-manifest.json'), JSON.stringify({ createdAt: new Date(now).toISOString(), ...sizes, products: products.length, users: users.length, items: writer.written, rolledUpDays: rolled.length }, null, 2));
  await cp(workDir, dataDir, { recursive: true });
  console.log(`\nWrote ${writer.written.toLocaleString('en-US')} items in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  console.log(`Start the store on it: NEONKEYS_DATA_DIR=${dataDir} npm start   (or npm run bench:analytics)`);
} catch (error) {
  await stack.stop();
  throw error;
} finally {
  await rm(workDir, { recursive: true, force: true });
}
