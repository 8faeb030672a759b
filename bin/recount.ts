// `npm run recount`: rebuilds every counter kept on write (local/maintenance/recounters.ts) from the table. With TABLE_NAME
// set it works on that table (AWS credentials, or DYNAMODB_ENDPOINT); otherwise it opens the local data folder (`.data/`,
// or NEONKEYS_DATA_DIR) with DynamoDB Local of its own, so stop `npm start` first.
import { join, resolve } from 'node:path';
import { createDocumentClient } from '../functions/lib/data/dynamo-client';
import { createStore } from '../functions/lib/data/store';
import { startDynamoLocal } from '../local/dynamodb/dynamodb-local';
import { runRecount } from '../local/maintenance/run-recount';
import { projectRoot } from '../local/runtime/local-stack';

const local = process.env.TABLE_NAME ? undefined : await startDynamoLocal({ dataDir: join(resolve(process.env.NEONKEYS_DATA_DIR ?? join(projectRoot, '.data')), 'dynamodb') });
if (local) Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
const table = process.env.TABLE_NAME ?? 'neonkeys';
try {
  const client = createDocumentClient({ endpoint: local?.endpoint ?? process.env.DYNAMODB_ENDPOINT, allowScan: true });
  const report = await runRecount(client, createStore(client, table), table);
  for (const r of report.results) console.log(`${r.name}: ${r.summary}; ${r.written} written, ${r.deleted} stale removed`);
  console.log(`Read ${report.scanned.toLocaleString('en-US')} items and rebuilt the counters in ${(report.durationMs / 1000).toFixed(1)} s.`);
} finally {
  await local?.stop();
}
