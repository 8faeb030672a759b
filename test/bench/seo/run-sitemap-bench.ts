// `npm run bench:sitemap`: the products sitemap of 50,000 URLs (issue 18's target: ≤ 5 s), generated over the real admin
// route on a local stack whose table holds 50,000 products' sitemap entries, three times; prints the figures for
// docs/performance.md.
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sitemapEntryShard } from '../../../functions/lib/data/entities/sitemap-entry';
import { buildToolDeps } from '../../../functions/lib/wiring/tool-deps';
import type { SitemapGenerationView } from '../../../shared/seo/sitemap-kinds';
import { freePort } from '../../../local/runtime/free-port';
import { startLocalStack } from '../../../local/runtime/local-stack';
import { adminToken } from '../purchase/purchase-load';

const urls = Number(process.env.SITEMAP_URLS ?? 50_000);
const runs = Number(process.env.SITEMAP_RUNS ?? 3);
const port = await freePort();
const stack = await startLocalStack({ port, dataDir: mkdtempSync(join(tmpdir(), "neonkeys-sitemap-bench-")), withWeb: false, sweepExpired: false, log: () => {} });
try {
  const deps = buildToolDeps();
  const started = performance.now();
  const at = new Date().toISOString();
  const entries = Array.from({ length: urls }, (_, i) => {
    const productId = `bench-${String(i).padStart(6, '0')}`;
    return { shard: sitemapEntryShard(productId), productId, slug: `bench-game-${i}-deluxe-edition`, lastmod: at };
  });
  for (let i = 0; i < entries.length; i += 2_500) await Promise.all(Array.from({ length: 100 }, (_, j) => entries.slice(i + j * 25, i + j * 25 + 25)).filter((c) => c.length).map((c) => deps.store.entities.sitemapEntry.put(c).go()));
  console.log(`machine: ${cpus()[0]?.model} × ${cpus().length}, Node ${process.version}; ${new Date().toISOString()}`);
  console.log(`${urls.toLocaleString('en-US')} sitemap entries written in ${((performance.now() - started) / 1000).toFixed(1)} s (plus the demo catalogue's)`);
  const token = await adminToken(stack.url);
  for (let run = 1; run <= runs; run++) {
    const load = loadavg()[0]!.toFixed(2);
    const t = performance.now();
    const res = await fetch(`${stack.url}/api/admin/seo/sitemaps/products`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as SitemapGenerationView;
    const wall = performance.now() - t;
    console.log(`run ${run}: ${res.status} ${body.urlCount.toLocaleString('en-US')} URLs in ${body.files} file(s), ${(body.fileSize / 1024 / 1024).toFixed(2)} MB; generation ${body.generationTimeMs} ms, request ${wall.toFixed(0)} ms (target ≤ 5,000 ms); load ${load}`);
  }
} finally {
  await stack.stop();
}
