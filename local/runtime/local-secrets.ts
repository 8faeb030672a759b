import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface LocalSecrets {
  /** The local reCAPTCHA's secret key, which siteverify checks and tokens are sealed with. */
  recaptchaSecret: string;
  /** The embedded search engine's admin key (writes under /1); the search-only key is public. */
  algoliaAdminKey: string;
  /** Keys this store's pagination cursors, served by the local Secrets Manager as on AWS. */
  cursorSecret: string;
}

const names: (keyof LocalSecrets)[] = ['recaptchaSecret', 'algoliaAdminKey', 'cursorSecret'];
const generate = () => randomBytes(32).toString('base64url');

/** Secrets the embedded default generates for itself on first start and keeps under .data/; ones added later are filled in. */
export async function loadLocalSecrets(path: string): Promise<LocalSecrets> {
  let stored: Partial<LocalSecrets> = {};
  try {
    stored = JSON.parse(await readFile(path, 'utf8')) as Partial<LocalSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (names.every((name) => stored[name])) return stored as LocalSecrets;
  const secrets = Object.fromEntries(names.map((name) => [name, stored[name] ?? generate()])) as unknown as LocalSecrets;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
