import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** The local identity service's RS256 key pair, created once and kept under .data/ so tokens survive restarts. */
export async function loadSigningKeys(path: string): Promise<SigningKeys> {
  let stored: { kid: string; privateJwk: JWK; publicJwk: JWK };
  try {
    stored = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const pair = await generateKeyPair('RS256', { extractable: true });
    const kid = `local-${Date.now().toString(36)}`;
    stored = { kid, privateJwk: await exportJWK(pair.privateKey), publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' } };
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify(stored), { mode: 0o600 });
  }
  const privateKey = (await importJWK(stored.privateJwk, 'RS256')) as CryptoKey;
  return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk };
}
