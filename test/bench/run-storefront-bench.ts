// `npm run bench:storefront`: only the storefront's targets (initial JS, product API, Lighthouse on home, product and browse).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../local/runtime/free-port';
import { startStore } from './start-timing';
import { measureStorefront } from './storefront-bench';

const root = resolve(import.meta.dirname, '../..');
const store = await startStore(root, await freePort(), mkdtempSync(join(tmpdir(), 'neonkeys-bench-')));
try {
  const body = await (await fetch(`${store.url}/api/products`)).text();
  console.log(JSON.stringify(await measureStorefront(root, store.url, body), null, 2));
} finally {
  await store.stop();
}
