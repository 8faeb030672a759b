import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { KeyCipher } from './key-cipher';

const ivBytes = 12;
const tagBytes = 16;

/**
 * The embedded default's KMS: a 256-bit master key in a file under .data/ wraps each data key with AES-256-GCM.
 * Wrapped blobs are iv | tag | ciphertext, so they are opaque bytes like KMS ciphertext blobs.
 */
export class LocalKmsCipher implements KeyCipher {
  private master: Promise<Buffer> | undefined;

  constructor(private readonly masterKeyPath: string) {}

  private masterKey(): Promise<Buffer> {
    if (!this.master) {
      this.master = loadOrCreateMasterKey(this.masterKeyPath);
      // A failed load (e.g. a half-written file) is retried next time instead of poisoning this instance.
      this.master.catch(() => (this.master = undefined));
    }
    return this.master;
  }

  async generateDataKey() {
    const plaintext = randomBytes(32);
    return { plaintext: new Uint8Array(plaintext), encrypted: await this.wrap(plaintext) };
  }

  async decryptDataKey(encrypted: Uint8Array) {
    const blob = Buffer.from(encrypted);
    const decipher = createDecipheriv('aes-256-gcm', await this.masterKey(), blob.subarray(0, ivBytes));
    decipher.setAuthTag(blob.subarray(ivBytes, ivBytes + tagBytes));
    return new Uint8Array(Buffer.concat([decipher.update(blob.subarray(ivBytes + tagBytes)), decipher.final()]));
  }

  async healthCheck() {
    const { plaintext, encrypted } = await this.generateDataKey();
    const back = await this.decryptDataKey(encrypted);
    if (!Buffer.from(back).equals(Buffer.from(plaintext))) throw new Error('Local master key failed a round trip');
  }

  private async wrap(plaintext: Buffer): Promise<Uint8Array> {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', await this.masterKey(), iv);
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), body]));
  }
}

async function loadOrCreateMasterKey(path: string): Promise<Buffer> {
  try {
    return checkedKey(await readFile(path), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    const key = randomBytes(32);
    // 'wx' so two processes starting together cannot each write a different master key.
    await writeFile(path, key, { mode: 0o600, flag: 'wx' }).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
    return checkedKey(await readFile(path), path);
  }
}

function checkedKey(key: Buffer, path: string): Buffer {
  if (key.length !== 32) throw new Error(`Master key at ${path} is ${key.length} bytes, expected 32`);
  return key;
}
