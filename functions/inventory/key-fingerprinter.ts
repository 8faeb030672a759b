import { createHmac } from 'node:crypto';

/**
 * Fingerprints of product keys: HMAC-SHA256 of the platform and the normalised key under a per-deployment secret, so
 * the table can refuse a key stored twice without holding anything a leaked table could test guesses against.
 */
export class KeyFingerprinter {
  private key: Promise<string> | undefined;

  constructor(private readonly secret: () => Promise<string>) {}

  async fingerprints(platformId: string, normalisedKeys: readonly string[]): Promise<string[]> {
    const key = await (this.key ??= this.secret().then((s) => {
      if (!s) throw new Error('The key-fingerprint secret is empty');
      return s;
    }));
    // The platform and the key are joined by a byte no key contains (keys refuse control characters).
    return normalisedKeys.map((k) => createHmac('sha256', key).update(`${platformId}\u0000${k}`).digest('base64url'));
  }
}
