import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AwsKmsCipher } from './aws-kms-cipher';
import { envelopeVersion, KeyEncryptionError, openSecret, openSecrets, sealSecrets, type SealedSecret } from './envelope';
import type { KeyCipher } from './key-cipher';

// The handlers' own cipher and KMS client, against the local KMS (AWS_ENDPOINT_URL_KMS from the integration setup).
let cipher: AwsKmsCipher;

beforeEach(() => {
  cipher = new AwsKmsCipher(process.env.KMS_KEY_ID!);
});

/** Flips the lowest bit of the first byte of a base64 field. */
function flipFirstByte(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[0] = bytes[0]! ^ 0x01;
  return bytes.toString('base64');
}

describe('sealSecrets and openSecret', () => {
  it('opens each sealed secret back to its plaintext', async () => {
    const secrets = ['AAAA-BBBB-CCCC', 'ключ-ünïcødé-🎮', 'X'];

    const sealed = await sealSecrets(cipher, secrets);
    const opened = await Promise.all(sealed.map((s) => openSecret(cipher, s)));

    expect(opened).toEqual(secrets);
    expect(sealed.every((s) => s.encryptionVersion === envelopeVersion)).toBe(true);
  });

  it('never stores a secret in readable form', async () => {
    const [sealed] = await sealSecrets(cipher, ['STEAM-KEY-12345']);

    expect(JSON.stringify(sealed)).not.toContain('STEAM-KEY-12345');
    expect(Buffer.from(sealed!.ciphertext, 'base64').toString('utf8')).not.toContain('STEAM');
  });

  it('opens secrets with a fresh cipher and client, as a later invocation does', async () => {
    const [sealed] = await sealSecrets(cipher, ['AAAA-BBBB']);

    await expect(openSecret(new AwsKmsCipher(process.env.KMS_KEY_ID!), sealed!)).resolves.toBe('AAAA-BBBB');
  });

  it('uses a unique IV for every secret, even identical ones', async () => {
    const sealed = await sealSecrets(cipher, Array.from({ length: 50 }, () => 'SAME-KEY'));

    expect(new Set(sealed.map((s) => s.iv)).size).toBe(50);
    expect(new Set(sealed.map((s) => s.ciphertext)).size).toBe(50);
  });

  it('asks the key service for one data key per batch, shared by every secret in it', async () => {
    const generateDataKey = vi.spyOn(cipher, 'generateDataKey');

    const sealed = await sealSecrets(cipher, ['A1', 'B2', 'C3', 'D4', 'E5']);

    expect(generateDataKey).toHaveBeenCalledTimes(1);
    expect(new Set(sealed.map((s) => s.encryptedDataKey)).size).toBe(1);
  });

  it('opens secrets of two batches in their order, asking the key service once per batch', async () => {
    const sealed = [...(await sealSecrets(cipher, ['A1', 'B2', 'C3'])), ...(await sealSecrets(cipher, ['D4', 'E5']))];
    const decryptDataKey = vi.spyOn(cipher, 'decryptDataKey');

    const opened = await openSecrets(cipher, [sealed[3]!, sealed[0]!, sealed[4]!, sealed[1]!, sealed[2]!]);

    expect(opened).toEqual(['D4', 'A1', 'E5', 'B2', 'C3']);
    expect(decryptDataKey).toHaveBeenCalledTimes(2);
  });

  it('opens none of many secrets when one of them was altered', async () => {
    const sealed = await sealSecrets(cipher, ['A1', 'B2']);

    await expect(openSecrets(cipher, [sealed[0]!, { ...sealed[1]!, authTag: flipFirstByte(sealed[1]!.authTag) }])).rejects.toThrow();
  });

  it('wipes the plaintext data key from memory once the batch is sealed', async () => {
    const generateDataKey = vi.spyOn(cipher, 'generateDataKey');

    await sealSecrets(cipher, ['A1']);

    const { plaintext } = await generateDataKey.mock.results[0]!.value;
    expect(plaintext.every((byte: number) => byte === 0)).toBe(true);
  });

  it.each<[string, (s: SealedSecret) => SealedSecret]>([
    ['ciphertext', (s) => ({ ...s, ciphertext: flipFirstByte(s.ciphertext) })],
    ['auth tag', (s) => ({ ...s, authTag: flipFirstByte(s.authTag) })],
    ['iv', (s) => ({ ...s, iv: flipFirstByte(s.iv) })],
    ['encrypted data key', (s) => ({ ...s, encryptedDataKey: flipFirstByte(s.encryptedDataKey) })],
  ])('refuses to open a secret whose %s was altered', async (_field, tamper) => {
    const [sealed] = await sealSecrets(cipher, ['AAAA-BBBB-CCCC']);

    await expect(openSecret(cipher, tamper(sealed!))).rejects.toThrow();
  });

  it('refuses to open a secret sealed under another batch data key', async () => {
    const [first] = await sealSecrets(cipher, ['AAAA-BBBB-CCCC']);
    const [second] = await sealSecrets(cipher, ['AAAA-BBBB-CCCC']);

    await expect(openSecret(cipher, { ...first!, encryptedDataKey: second!.encryptedDataKey })).rejects.toThrow();
  });

  it('stores nothing and says so when no data key can be had', async () => {
    const down = new Error('KMS throttled');
    const failing: KeyCipher = {
      generateDataKey: () => Promise.reject(down),
      decryptDataKey: () => Promise.reject(down),
      healthCheck: () => Promise.reject(down),
    };

    const attempt = sealSecrets(failing, ['AAAA-BBBB']);

    await expect(attempt).rejects.toBeInstanceOf(KeyEncryptionError);
    await expect(attempt).rejects.toThrow('no keys were stored');
    await expect(attempt).rejects.toHaveProperty('cause', down);
  });

  it('refuses a secret sealed under an unknown version, without asking the key service', async () => {
    const [sealed] = await sealSecrets(cipher, ['AAAA-BBBB']);
    const decryptDataKey = vi.spyOn(cipher, 'decryptDataKey');

    const attempt = openSecret(cipher, { ...sealed!, encryptionVersion: 'aes-128-cbc/v0' });

    await expect(attempt).rejects.toBeInstanceOf(KeyEncryptionError);
    await expect(attempt).rejects.toThrow('Unknown encryption version aes-128-cbc/v0');
    expect(decryptDataKey).not.toHaveBeenCalled();
  });
});
