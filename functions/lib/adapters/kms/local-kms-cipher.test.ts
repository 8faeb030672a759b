import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalKmsCipher } from './local-kms-cipher';

let dir: string;
let masterKeyPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'neonkeys-kms-'));
  masterKeyPath = join(dir, 'kms', 'master.key');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('LocalKmsCipher', () => {
  it('hands out a 256-bit data key and unwraps its encrypted form to the same bytes', async () => {
    const cipher = new LocalKmsCipher(masterKeyPath);

    const { plaintext, encrypted } = await cipher.generateDataKey();
    const unwrapped = await cipher.decryptDataKey(encrypted);

    expect(plaintext).toHaveLength(32);
    expect(Buffer.from(unwrapped).equals(Buffer.from(plaintext))).toBe(true);
    expect(Buffer.from(encrypted).includes(Buffer.from(plaintext))).toBe(false);
  });

  it('hands out a different data key each time', async () => {
    const cipher = new LocalKmsCipher(masterKeyPath);

    const [a, b] = await Promise.all([cipher.generateDataKey(), cipher.generateDataKey()]);

    expect(Buffer.from(a.plaintext).equals(Buffer.from(b.plaintext))).toBe(false);
  });

  it('creates a private 32-byte master key file on first use', async () => {
    await new LocalKmsCipher(masterKeyPath).generateDataKey();

    expect(readFileSync(masterKeyPath)).toHaveLength(32);
    expect(statSync(masterKeyPath).mode & 0o777).toBe(0o600);
  });

  it('reuses the persisted master key in a second instance, as after a restart', async () => {
    const { plaintext, encrypted } = await new LocalKmsCipher(masterKeyPath).generateDataKey();
    const masterBefore = readFileSync(masterKeyPath);

    const unwrapped = await new LocalKmsCipher(masterKeyPath).decryptDataKey(encrypted);

    expect(Buffer.from(unwrapped).equals(Buffer.from(plaintext))).toBe(true);
    expect(readFileSync(masterKeyPath).equals(masterBefore)).toBe(true);
  });

  it('cannot unwrap a data key wrapped under another master key', async () => {
    const { encrypted } = await new LocalKmsCipher(masterKeyPath).generateDataKey();

    await expect(new LocalKmsCipher(join(dir, 'other', 'master.key')).decryptDataKey(encrypted)).rejects.toThrow();
  });

  it.each([
    ['its iv', 0],
    ['its auth tag', 12],
    ['its ciphertext', 40],
  ])('refuses a wrapped key with a byte of %s flipped', async (_part, index) => {
    const cipher = new LocalKmsCipher(masterKeyPath);
    const { encrypted } = await cipher.generateDataKey();
    const tampered = Uint8Array.from(encrypted);
    tampered[index] = tampered[index]! ^ 0x01;

    await expect(cipher.decryptDataKey(tampered)).rejects.toThrow();
  });

  it('rejects a master key file of the wrong size rather than using it', async () => {
    mkdirSync(dirname(masterKeyPath), { recursive: true });
    writeFileSync(masterKeyPath, Buffer.alloc(16, 7));

    await expect(new LocalKmsCipher(masterKeyPath).generateDataKey()).rejects.toThrow('is 16 bytes, expected 32');
    expect(readFileSync(masterKeyPath)).toHaveLength(16);
  });

  it('passes its health check with a working master key', async () => {
    await expect(new LocalKmsCipher(masterKeyPath).healthCheck()).resolves.toBeUndefined();
  });
});
