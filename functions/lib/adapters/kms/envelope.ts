import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyCipher } from './key-cipher';

export const envelopeVersion = 'aes-256-gcm/kms-envelope-v1';

export interface SealedSecret {
  ciphertext: string;
  iv: string;
  authTag: string;
  encryptedDataKey: string;
  encryptionVersion: string;
}

export class KeyEncryptionError extends Error {
  override name = 'KeyEncryptionError';
}

/** Seals many secrets under one fresh data key: one KMS call per batch, a unique IV per secret. */
export async function sealSecrets(cipher: KeyCipher, secrets: readonly string[]): Promise<SealedSecret[]> {
  let dataKey: { plaintext: Uint8Array; encrypted: Uint8Array };
  try {
    dataKey = await cipher.generateDataKey();
  } catch (cause) {
    throw new KeyEncryptionError('Could not obtain a data key; no keys were stored', { cause });
  }
  const encryptedDataKey = Buffer.from(dataKey.encrypted).toString('base64');
  try {
    return secrets.map((secret) => {
      const iv = randomBytes(12);
      const gcm = createCipheriv('aes-256-gcm', dataKey.plaintext, iv);
      const body = Buffer.concat([gcm.update(secret, 'utf8'), gcm.final()]);
      return {
        ciphertext: body.toString('base64'),
        iv: iv.toString('base64'),
        authTag: gcm.getAuthTag().toString('base64'),
        encryptedDataKey,
        encryptionVersion: envelopeVersion,
      };
    });
  } finally {
    dataKey.plaintext.fill(0);
  }
}

/** Opens one sealed secret; fails if any byte of it was altered. */
export async function openSecret(cipher: KeyCipher, sealed: SealedSecret): Promise<string> {
  const [secret] = await openSecrets(cipher, [sealed]);
  return secret!;
}

/**
 * Opens many sealed secrets, asking KMS once per data key rather than once per secret (an import seals all its keys
 * under one): an export of a thousand keys is a handful of KMS calls. Fails as a whole if any secret fails.
 */
export async function openSecrets(cipher: KeyCipher, sealed: readonly SealedSecret[]): Promise<string[]> {
  const unknown = sealed.find((s) => s.encryptionVersion !== envelopeVersion);
  if (unknown) throw new KeyEncryptionError(`Unknown encryption version ${unknown.encryptionVersion}`);
  const dataKeys = new Map<string, Uint8Array>();
  try {
    for (const wrapped of new Set(sealed.map((s) => s.encryptedDataKey))) {
      dataKeys.set(wrapped, await cipher.decryptDataKey(Buffer.from(wrapped, 'base64')));
    }
    return sealed.map((s) => {
      const gcm = createDecipheriv('aes-256-gcm', dataKeys.get(s.encryptedDataKey)!, Buffer.from(s.iv, 'base64'));
      gcm.setAuthTag(Buffer.from(s.authTag, 'base64'));
      return Buffer.concat([gcm.update(Buffer.from(s.ciphertext, 'base64')), gcm.final()]).toString('utf8');
    });
  } finally {
    for (const key of dataKeys.values()) key.fill(0);
  }
}
