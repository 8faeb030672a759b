// `npm run reset`: wipes the embedded default's data (table, keys, identity, objects). Stop `npm start` first.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

const dataDir = resolve(import.meta.dirname, '..', '.data');
await rm(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next \`npm start\` creates and seeds a fresh store.`);
