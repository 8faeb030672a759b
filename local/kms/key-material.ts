import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const magic = Buffer.from('NKL1');
const ivBytes = 12;
const tagBytes = 16;

export class InvalidCiphertextError extends Error {
  override name = 'InvalidCiphertextError';
}

/**
 * What the local KMS key does with its material: AES-256-GCM, the key id and the encryption context as associated data,
 * so a blob opens only under the key and the context it was made with, as KMS's ciphertext blobs do.
 * Blob: 'NKL1' | key id (36 bytes) | iv | tag | ciphertext. Blobs of the earlier in-process cipher (iv | tag | ciphertext,
 * no context) still open, so a `.data/` from before the twin keeps its keys.
 */
export class KeyMaterial {
  constructor(
    readonly keyId: string,
    private readonly material: Buffer,
  ) {}

  encrypt(plaintext: Uint8Array, context: Record<string, string> = {}): Buffer {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.material, iv);
    cipher.setAAD(this.aad(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([magic, Buffer.from(this.keyId, 'ascii'), iv, cipher.getAuthTag(), body]);
  }

  decrypt(blob: Buffer, context: Record<string, string> = {}): Buffer {
    const current = blob.subarray(0, magic.length).equals(magic);
    const start = current ? magic.length + this.keyId.length : 0;
    if (current && blob.subarray(magic.length, start).toString('ascii') !== this.keyId) throw new InvalidCiphertextError('The ciphertext refers to a customer master key that does not exist.');
    if (blob.length < start + ivBytes + tagBytes) throw new InvalidCiphertextError('The ciphertext is too short.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.material, blob.subarray(start, start + ivBytes));
      decipher.setAuthTag(blob.subarray(start + ivBytes, start + ivBytes + tagBytes));
      if (current) decipher.setAAD(this.aad(context));
      return Buffer.concat([decipher.update(blob.subarray(start + ivBytes + tagBytes)), decipher.final()]);
    } catch {
      throw new InvalidCiphertextError('The ciphertext is invalid or was made under another encryption context.');
    }
  }

  private aad(context: Record<string, string>): Buffer {
    const sorted = Object.keys(context)
      .sort()
      .map((k) => [k, context[k]]);
    return Buffer.from(`${this.keyId}\n${JSON.stringify(sorted)}`);
  }
}
