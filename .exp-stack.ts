import { startLocalStack } from './local/runtime/local-stack';
import { freePort } from './local/runtime/free-port';
import { cpSync, mkdtempSync, existsSync } from 'node:fs';
const seeded = '/tmp/exp-seeded';
const t0 = performance.now();
const log = (l: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(2)} ${l}`);
if (!existsSync(seeded)) {
  const s = await startLocalStack({ port: await freePort(), dataDir: seeded, log });
  log('seeded stack up'); await s.stop(); log('stopped');
}
for (let i = 0; i < 2; i++) {
  const dir = mkdtempSync('/tmp/exp-copy-'); cpSync(seeded, dir, { recursive: true }); log('copied');
  const s = await startLocalStack({ port: await freePort(), dataDir: dir, log });
  log('stack up'); await s.stop(); log('stopped');
}
process.exit(0);
