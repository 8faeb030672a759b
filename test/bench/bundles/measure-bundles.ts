// Measures each deployed function's bundle (esbuild with the same options CDK uses) and the time Node takes to
// load it: a fresh process per sample, timing `import()` of the bundle. Used by `npm run bench:bundles`.
import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleAliases } from '../../../infra/bundle-options';

export interface BundleFigure {
  handler: string;
  bytes: number;
  loadMsMedian: number;
  loadMsRuns: number[];
  inputs: string[];
}

const esbuildOptions = {
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  alias: { ...bundleAliases },
  banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
};

/** Bundles every handler in one esbuild run (one output per entry) and returns each output's size and inputs. */
export async function bundleHandlers(root: string, entries: Record<string, string>): Promise<{ outdir: string; metafile: Metafile }> {
  const outdir = mkdtempSync(join(tmpdir(), 'neonkeys-bundles-'));
  const result = await build({
    ...esbuildOptions,
    absWorkingDir: root,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    outdir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'error',
  });
  return { outdir, metafile: result.metafile };
}

const loadScript = `const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));`;

/** Median of `runs` cold loads, each in a new Node process, of the bundle at `file`. */
export function timeModuleLoad(file: string, runs: number, env: NodeJS.ProcessEnv): number[] {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', loadScript, file], { env, encoding: 'utf8' });
    samples.push(Number(out));
  }
  return samples;
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
