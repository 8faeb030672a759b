import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface LocalSecrets {
  objectSigningSecret: string;
}

/** Secrets the embedded default generates for itself on first start and keeps under .data/. */
export async function loadLocalSecrets(path: string): Promise<LocalSecrets> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as LocalSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secrets = { objectSigningSecret: randomBytes(32).toString('base64url') };
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}
