// Sums the gzip size of the JS a first visit to `/` loads: the entry, its static imports (modulepreloaded)
// and the home route's lazy chunk with its imports. Counted as test/bench/initial-js.ts does (gzip -9, KiB),
// but from Vite's manifest, so it needs no browser. Run after `npm run build:web`:
//   npx tsx web/scripts/initial-js-size.ts [budgetKb]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const homeModule = 'src/features/catalog/components/home-page.tsx';

const files = new Set<string>();
const visit = (key: string): void => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.imports?.forEach(visit);
};
visit('index.html');
visit(homeModule);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KiB  ${file}`);
}
const budgetKb = Number(process.argv[2] ?? 130);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KiB  initial JS for / (gzip), budget ${budgetKb} KiB`);
if (total / 1024 > budgetKb) process.exitCode = 1;
