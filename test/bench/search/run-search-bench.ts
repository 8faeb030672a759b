// The search benchmark: `npm run bench` runs it last; `npm run bench:search` runs it alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../../../local/runtime/free-port';
import { startStore } from '../start-timing';
import { benchIndex, loadBenchIndex, measureDropdown, waitForIndex, type DropdownFigures } from './dropdown-round-trip';
import { runEngineBench } from './engine-bench';
import { writeSearchReport } from './search-report';

/** Dropdown round trips against a fresh store (seeded index, then the generated one), then the engines, then the report. */
export async function runSearchBench(root: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'neonkeys-bench-search-'));
  console.log('search: starting a store for the dropdown round trip…');
  const store = await startStore(root, await freePort(), dataDir);
  const dropdowns: DropdownFigures[] = [];
  try {
    console.log(`search: ${await waitForIndex(store.url)} demo records indexed by the start-up reindex`);
    dropdowns.push(await measureDropdown(store.url));
    console.log(`search: loading ${await loadBenchIndex(store.url, dataDir)} generated records into ${benchIndex}…`);
    // Its first search builds the engine's index of 30,000 records in one go (the build time below), which the
    // lite client's 2 s connect timeout can meet: wait for it as for the demo index.
    await waitForIndex(store.url, benchIndex);
    dropdowns.push(await measureDropdown(store.url, benchIndex));
  } finally {
    await store.stop();
  }
  console.log('search: the local engine, then Orama, over the generated catalogue…');
  const engines = await runEngineBench();
  await writeSearchReport(join(root, 'docs/performance.md'), engines, dropdowns);
  console.log(JSON.stringify({ engines, dropdowns: dropdowns.map(({ runs: _runs, ...d }) => d) }, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await runSearchBench(resolve(import.meta.dirname, '../../..'));
}
