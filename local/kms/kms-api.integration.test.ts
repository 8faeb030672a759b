import { DecryptCommand, EncryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AwsKmsCipher } from '../../functions/lib/adapters/kms/aws-kms-cipher';
import type { TwinServer } from '../runtime/twin-server';
import { localKmsKey, startLocalKms } from './kms-api';

let dir: string;
let kms: TwinServer;
const client = (secretAccessKey = 'local') => new KMSClient({ endpoint: kms.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey }, maxAttempts: 1 });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'neonkeys-kms-'));
  kms = await startLocalKms({ masterKeyPath: join(dir, 'master.key') });
});
afterEach(() => kms.stop());

describe('the local KMS', () => {
  it('serves the handlers’ envelope cipher: a data key it generates decrypts back to the same key', async () => {
    const cipher = new AwsKmsCipher(localKmsKey.alias, client());

    const { plaintext, encrypted } = await cipher.generateDataKey();

    expect(plaintext).toHaveLength(32);
    expect(Buffer.from(await cipher.decryptDataKey(encrypted))).toEqual(Buffer.from(plaintext));
    await expect(cipher.healthCheck()).resolves.toBeUndefined();
  });

  it('keeps its key material under .data, so data keys made before a restart still decrypt', async () => {
    const { plaintext, encrypted } = await new AwsKmsCipher(localKmsKey.alias, client()).generateDataKey();
    await kms.stop();
    kms = await startLocalKms({ masterKeyPath: join(dir, 'master.key') });

    expect(Buffer.from(await new AwsKmsCipher(localKmsKey.id, client()).decryptDataKey(encrypted))).toEqual(Buffer.from(plaintext));
  });

  it('still opens data keys wrapped by the earlier in-process cipher (iv | tag | ciphertext under the same master key)', async () => {
    const master = readFileSync(join(dir, 'master.key'));
    const dataKey = randomBytes(32);
    const iv = randomBytes(12);
    const wrap = createCipheriv('aes-256-gcm', master, iv);
    const body = Buffer.concat([wrap.update(dataKey), wrap.final()]);
    const legacy = Buffer.concat([iv, wrap.getAuthTag(), body]);

    expect(Buffer.from(await new AwsKmsCipher(localKmsKey.alias, client()).decryptDataKey(legacy))).toEqual(dataKey);
  });

  it('binds a ciphertext to its encryption context, as KMS does', async () => {
    const kmsClient = client();
    const { CiphertextBlob } = await kmsClient.send(new EncryptCommand({ KeyId: localKmsKey.alias, Plaintext: Buffer.from('secret'), EncryptionContext: { order: 'o-1' } }));

    const opened = await kmsClient.send(new DecryptCommand({ CiphertextBlob, EncryptionContext: { order: 'o-1' } }));
    expect(Buffer.from(opened.Plaintext!).toString()).toBe('secret');
    await expect(kmsClient.send(new DecryptCommand({ CiphertextBlob, EncryptionContext: { order: 'o-2' } }))).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  it('refuses a tampered ciphertext', async () => {
    const { encrypted } = await new AwsKmsCipher(localKmsKey.alias, client()).generateDataKey();
    const tampered = Buffer.from(encrypted);
    tampered[tampered.length - 1]! ^= 1;

    await expect(new AwsKmsCipher(localKmsKey.alias, client()).decryptDataKey(tampered)).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  it('refuses a key it does not hold, and callers who did not sign with the local secret', async () => {
    await expect(client().send(new GenerateDataKeyCommand({ KeyId: 'alias/someone-else', KeySpec: 'AES_256' }))).rejects.toMatchObject({ name: 'NotFoundException' });
    await expect(client('not-the-secret').send(new GenerateDataKeyCommand({ KeyId: localKmsKey.alias, KeySpec: 'AES_256' }))).rejects.toMatchObject({ name: 'InvalidSignatureException' });
    const unsigned = await fetch(kms.endpoint, { method: 'POST', headers: { 'x-amz-target': 'TrentService.GenerateDataKey' }, body: '{}' });
    expect(unsigned.status).toBe(400);
  });
});
