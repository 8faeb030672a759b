// `npm run reindex`: settings for every search index and replica, then every language's records replaced with the
// table's search records. On AWS, run it with the functions' settings (TABLE_NAME, AWS_REGION, ALGOLIA_APP_ID,
// ALGOLIA_ADMIN_KEY_SECRET) and credentials that may read the table and the secret. On one machine `npm start`
// already runs it at every start, because the embedded engine keeps its indices in memory.
import { readConfig } from '../functions/lib/config';
import { buildToolDeps } from '../functions/lib/wiring/tool-deps';
import { reindexAll } from '../functions/search/reindex-all';

// The reindex sends no messages, but the shared settings require queue URLs.
process.env.QUEUE_URL_PREORDERS ??= 'unused-by-reindex';
process.env.QUEUE_URL_SEARCH_INDEX ??= 'unused-by-reindex';
process.env.QUEUE_URL_ORDERS ??= 'unused-by-reindex';
process.env.QUEUE_URL_TRACKING ??= 'unused-by-reindex';
process.env.QUEUE_URL_EXPORTS ??= 'unused-by-reindex';

const config = readConfig();
if (!config.ALGOLIA_APP_ID && !config.LOCAL_ALGOLIA_ADMIN_KEY) {
  console.error('No search index configured: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY_SECRET. Locally, `npm start` reindexes at every start.');
  process.exit(1);
}
const summary = await reindexAll(buildToolDeps(config));
console.log(`Reindexed ${summary.records} records per language in ${summary.durationMs} ms` + (summary.rebuiltProducts ? ` (${summary.rebuiltProducts} products rebuilt from the catalogue)` : '') + '.');
