// `npm run seed:scale`: a large, realistic store in a data folder of its own (`.data-scale/`, or NEONKEYS_DATA_DIR),
// for the back-office benchmark (`npm run bench:admin`). `--wipe` replaces an existing one; `--fraction 0.1` makes a
// smaller one with the same shape. Start the store on it with `NEONKEYS_DATA_DIR=.data-scale npm start`.
import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig } from '../functions/lib/config';
import { buildToolDeps } from '../functions/lib/wiring/tool-deps';
import { freePort } from '../local/runtime/free-port';
import { seedFolders } from '../local/seed/seed-folder';
import { localBuckets, startLocalStack } from '../local/runtime/local-stack';
import { BucketFiles } from '../local/object-store/bucket-files';
import { fullScale, seedScale, type ScaleSizes } from '../local/seed/scale/seed-scale';

const { fraction, dataDir, workDir } = await seedFolders('.data-scale', 'seed:scale');

const sizes = Object.fromEntries(Object.entries(fullScale).map(([k, v]) => [k, Math.round(v * fraction)])) as unknown as ScaleSizes;
const started = performance.now();
console.log(`Seeding a scale store into ${dataDir}: ${Object.entries(sizes).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ')}`);
// The whole local stack, without the web app: it seeds the demo catalogue and accounts, and gives the KMS and the table.
const stack = await startLocalStack({ port: await freePort(), dataDir: workDir, withWeb: false, sweepExpired: false, log: (line) => console.log(`  ${line}`) });
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
