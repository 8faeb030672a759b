// `npm run recount`: rebuilds every counter and figure kept on write (local/maintenance/recounters.ts) from the table.
// `--with order-lookup` adds the heavier rebuilds of `optionalRecounters`; `--segments 8` sets the parallel Scan.
// With TABLE_NAME set it works on that table (AWS credentials, or DYNAMODB_ENDPOINT); otherwise it opens the local data
// folder (`.data/`, or NEONKEYS_DATA_DIR) with DynamoDB Local of its own, so stop `npm start` first.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDocumentClient } from '../functions/lib/data/dynamo-client';
import { createStore } from '../functions/lib/data/store';
import { startDynamoLocal } from '../local/dynamodb/dynamodb-local';
import { optionalRecounters, recounters } from '../local/maintenance/recounters';
import { runRecount } from '../local/maintenance/run-recount';
import { projectRoot } from '../local/runtime/local-stack';

const { values } = parseArgs({ options: { with: { type: 'string', multiple: true, default: [] }, segments: { type: 'string', default: '8' } } });
const unknown = values.with.filter((name) => !optionalRecounters[name]);
if (unknown.length) {
  console.error(`Unknown --with ${unknown.join(', ')}; choose from ${Object.keys(optionalRecounters).join(', ')}.`);
  process.exit(1);
}
const segments = Number(values.segments);
if (!(Number.isInteger(segments) && segments >= 1 && segments <= 64)) {
  console.error('--segments must be a whole number from 1 to 64.');
  process.exit(1);
}
const local = process.env.TABLE_NAME ? undefined : await startDynamoLocal({ dataDir: join(resolve(process.env.NEONKEYS_DATA_DIR ?? join(projectRoot, '.data')), 'dynamodb') });
if (local) Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
const table = process.env.TABLE_NAME ?? 'neonkeys';
try {
  const client = createDocumentClient({ endpoint: local?.endpoint ?? process.env.DYNAMODB_ENDPOINT, allowScan: true });
  const chosen = [...recounters, ...values.with.map((name) => optionalRecounters[name]!)];
  const report = await runRecount(client, createStore(client, table), table, chosen, { segments });
  for (const r of report.results) console.log(`${r.name}: ${r.summary}; ${r.written} written, ${r.updated} updated, ${r.deleted} stale removed`);
  console.log(`Read ${report.scanned.toLocaleString('en-US')} items in ${(report.readMs / 1000).toFixed(1)} s and rebuilt everything in ${(report.durationMs / 1000).toFixed(1)} s.`);
} finally {
  await local?.stop();
}
