import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface LocalSecrets {
  objectSigningSecret: string;
  /** The embedded search engine's admin key (writes under /1); the search-only key is public. */
  algoliaAdminKey: string;
}

const generate = () => randomBytes(32).toString('base64url');

/** Secrets the embedded default generates for itself on first start and keeps under .data/; ones added later are filled in. */
export async function loadLocalSecrets(path: string): Promise<LocalSecrets> {
  let stored: Partial<LocalSecrets> = {};
  try {
    stored = JSON.parse(await readFile(path, 'utf8')) as Partial<LocalSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (stored.objectSigningSecret && stored.algoliaAdminKey) return stored as LocalSecrets;
  const secrets = { objectSigningSecret: stored.objectSigningSecret ?? generate(), algoliaAdminKey: stored.algoliaAdminKey ?? generate() };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
