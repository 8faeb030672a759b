// `npm run seed:scale`: a large, realistic store in a data folder of its own (`.data-scale/`, or NEONKEYS_DATA_DIR),
// for the back-office benchmark (`npm run bench:admin`). `--wipe` replaces an existing one; `--fraction 0.1` makes a
// smaller one with the same shape. Start the store on it with `NEONKEYS_DATA_DIR=.data-scale npm start`.
import { cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../functions/lib/config';
import { buildToolDeps } from '../functions/lib/wiring/tool-deps';
import { freePort } from '../local/runtime/free-port';
import { localBuckets, projectRoot, startLocalStack } from '../local/runtime/local-stack';
import { BucketFiles } from '../local/object-store/bucket-files';
import { fullScale, seedScale, type ScaleSizes } from '../local/seed/scale/seed-scale';

const { values } = parseArgs({ options: { wipe: { type: 'boolean', default: false }, fraction: { type: 'string', default: '1' } } });
const fraction = Number(values.fraction);
if (!(fraction > 0 && fraction <= 1)) {
  console.error('--fraction must be a number above 0 and at most 1.');
  process.exit(1);
}
const dataDir = resolve(process.env.NEONKEYS_DATA_DIR ?? join(projectRoot, '.data-scale'));
if (dataDir === resolve(projectRoot, '.data')) {
  console.error('Refusing to fill the everyday data folder .data/: point NEONKEYS_DATA_DIR somewhere else.');
  process.exit(1);
}
const existing = await readdir(dataDir).catch(() => []);
if (existing.length > 0 && !values.wipe) {
  console.error(`${dataDir} already holds data. Run again with --wipe to replace it (npm run seed:scale -- --wipe).`);
  process.exit(1);
}
if (values.wipe) await rm(dataDir, { recursive: true, force: true });
// DynamoDB Local syncs its SQLite file to disk on every write (about 90 items a second here); in memory-backed /dev/shm
// it runs five times faster. The store is built there and copied to the data folder once DynamoDB Local has stopped.
const shm = await stat('/dev/shm').then((s) => s.isDirectory()).catch(() => false);
const workDir = await mkdtemp(join(shm ? '/dev/shm' : tmpdir(), 'neonkeys-scale-'));

const sizes = Object.fromEntries(Object.entries(fullScale).map(([k, v]) => [k, Math.round(v * fraction)])) as unknown as ScaleSizes;
const started = performance.now();
console.log(`Seeding a scale store into ${dataDir}: ${Object.entries(sizes).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ')}`);
// The whole local stack, without the web app: it seeds the demo catalogue and accounts, and gives the KMS and the table.
const stack = await startLocalStack({ port: await freePort(), dataDir: workDir, withWeb: false, log: (line) => console.log(`  ${line}`) });
try {
  const deps = buildToolDeps(readConfig());
  const summary = await seedScale(deps, { sizes, images: new BucketFiles(join(workDir, 's3', localBuckets.images)), log: (line) => console.log(`  ${line}`) });
  await stack.stop();
  await writeFile(join(workDir, 'scale-manifest.json'), JSON.stringify({ createdAt: new Date().toISOString(), ...summary }, null, 2));
  await cp(workDir, dataDir, { recursive: true });
  console.log(`\nWrote ${summary.items.toLocaleString('en-US')} items in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  console.log(`Start the store on it: NEONKEYS_DATA_DIR=${dataDir} npm start   (or npm run bench:admin)`);
} catch (error) {
  await stack.stop();
  throw error;
} finally {
  await rm(workDir, { recursive: true, force: true });
}
