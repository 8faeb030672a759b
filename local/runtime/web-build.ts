import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Whether the built SPA is missing or older than any source it is built from. */
export async function webBuildIsStale(projectRoot: string): Promise<boolean> {
  const built = await stat(join(projectRoot, 'web/dist/index.html')).catch(() => null);
  if (!built) return true;
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/build', 'web/public', 'shared'].map((p) => join(projectRoot, p));
  for (const source of sources) if ((await newestMtime(source)) > built.mtimeMs) return true;
  return false;
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((e) => newestMtime(join(path, e))));
  return Math.max(info.mtimeMs, ...times);
}

/**
 * Builds the SPA with Vite, in-process, always as a production build: Vite keeps an inherited
 * NODE_ENV, and under vitest (NODE_ENV=test) that silently produced React's development build,
 * which `npm start` then reused.
 */
export async function buildWeb(projectRoot: string): Promise<void> {
  const { build } = await import('vite');
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(projectRoot, 'web/vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
}
