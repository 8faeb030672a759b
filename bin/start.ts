// `npm start`: the whole store on one machine, no AWS account needed.
import { startLocalStack } from '../local/runtime/local-stack';

const started = performance.now();
const port = Number(process.env.PORT ?? 3000);
const stack = await startLocalStack({
  port,
  viewerCountry: process.env.LOCAL_VIEWER_COUNTRY,
  // Where the store is published, for the absolute URLs it writes; opened at any other host name it still works.
  ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
  // Benchmarks and experiments can point at a data folder of their own.
  ...(process.env.NEONKEYS_DATA_DIR ? { dataDir: process.env.NEONKEYS_DATA_DIR } : {}),
  log: (line) => console.log(`  ${line}`),
  // Under tsx new threads load TypeScript too: the consumers get an event loop of their own, as Lambda's do.
  backgroundThread: true,
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`\nNeonKeys is running at ${stack.url}  (ready in ${seconds} s)\n`);
console.log('Demo accounts (sign in at /auth):');
for (const account of stack.demoAccounts) console.log(`  ${account.role.padEnd(9)} ${account.email.padEnd(28)} ${account.password}`);
console.log(`\nSign-up and sign-in codes go to the local outbox: ${stack.url}/dev/outbox (and this console).`);
console.log('\nData lives in .data/ and survives restarts; `npm run reset` wipes it. Ctrl+C stops.\n');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
