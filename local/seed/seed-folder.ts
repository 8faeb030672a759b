import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../runtime/local-stack';

/**
 * The command line and folders of a large seed (`npm run seed:scale`, `seed:traffic`): `--fraction` (above 0, at most 1)
 * and `--wipe`, the data folder (`NEONKEYS_DATA_DIR` or the default, never the everyday `.data/`, never one holding data
 * unless wiped), and a work folder in memory-backed /dev/shm where there is one: DynamoDB Local syncs its SQLite file to
 * disk on every write (about 90 items a second here) and runs five times faster there; the caller copies it over once
 * DynamoDB Local has stopped. Exits with a message on a wrong argument.
 */
export async function seedFolders(defaultFolder: string, command: string): Promise<{ fraction: number; dataDir: string; workDir: string }> {
  const { values } = parseArgs({ options: { wipe: { type: 'boolean', default: false }, fraction: { type: 'string', default: '1' } } });
  const fraction = Number(values.fraction);
  if (!(fraction > 0 && fraction <= 1)) fail('--fraction must be a number above 0 and at most 1.');
  const dataDir = resolve(process.env.NEONKEYS_DATA_DIR ?? join(projectRoot, defaultFolder));
  if (dataDir === resolve(projectRoot, '.data')) fail('Refusing to fill the everyday data folder .data/: point NEONKEYS_DATA_DIR somewhere else.');
  const existing = await readdir(dataDir).catch(() => []);
  if (existing.length > 0 && !values.wipe) fail(`${dataDir} already holds data. Run again with --wipe to replace it (npm run ${command} -- --wipe).`);
  if (values.wipe) await rm(dataDir, { recursive: true, force: true });
  const shm = await stat('/dev/shm').then((s) => s.isDirectory()).catch(() => false);
  const workDir = await mkdtemp(join(shm ? '/dev/shm' : tmpdir(), `neonkeys-${command.replace(/\W/g, '-')}-`));
  return { fraction, dataDir, workDir };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
