import { freePort } from '../../local/runtime/free-port';
import { startLocalStack } from '../../local/runtime/local-stack';

/**
 * Builds the web app if it is stale and seeds the demo store into the data directory named on the command line, then
 * stops: the browser journeys' global setup, started by test/run-suites.mjs beside the unit and integration layers so
 * the browser layer does not wait for it (test/e2e/global-setup.ts takes the folder instead of seeding its own).
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('Name the data directory to seed.');
const stack = await startLocalStack({ shortLived: true, port: await freePort(), dataDir, log: () => undefined });
await stack.stop();
