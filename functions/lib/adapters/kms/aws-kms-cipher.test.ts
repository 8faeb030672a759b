import { DecryptCommand, DescribeKeyCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AwsKmsCipher, KmsUnavailableError } from './aws-kms-cipher';

const keyId = 'arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
const kms = mockClient(KMSClient);
const plaintext = new Uint8Array(32).fill(1);
const blob = new Uint8Array([9, 8, 7, 6]);

beforeEach(() => kms.reset());

describe('AwsKmsCipher', () => {
  it('asks KMS for an AES-256 data key under the configured key', async () => {
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: plaintext, CiphertextBlob: blob, KeyId: keyId });

    const dataKey = await new AwsKmsCipher(keyId, new KMSClient({})).generateDataKey();

    expect(dataKey).toEqual({ plaintext, encrypted: blob });
    expect(kms.commandCalls(GenerateDataKeyCommand).map((c) => c.args[0].input)).toEqual([{ KeyId: keyId, KeySpec: 'AES_256' }]);
  });

  it('decrypts a stored data key with the configured key', async () => {
    kms.on(DecryptCommand).resolves({ Plaintext: plaintext });

    const unwrapped = await new AwsKmsCipher(keyId, new KMSClient({})).decryptDataKey(blob);

    expect(unwrapped).toEqual(plaintext);
    expect(kms.commandCalls(DecryptCommand).map((c) => c.args[0].input)).toEqual([{ KeyId: keyId, CiphertextBlob: blob }]);
  });

  it.each([
    ['no plaintext', { CiphertextBlob: blob }],
    ['no ciphertext blob', { Plaintext: plaintext }],
  ])('treats a data key answer with %s as KMS being unavailable', async (_case, answer) => {
    kms.on(GenerateDataKeyCommand).resolves(answer);

    await expect(new AwsKmsCipher(keyId, new KMSClient({})).generateDataKey()).rejects.toBeInstanceOf(KmsUnavailableError);
  });

  it('treats a decrypt answer without plaintext as KMS being unavailable', async () => {
    kms.on(DecryptCommand).resolves({});

    await expect(new AwsKmsCipher(keyId, new KMSClient({})).decryptDataKey(blob)).rejects.toBeInstanceOf(KmsUnavailableError);
  });

  it('lets a KMS failure reach the caller', async () => {
    kms.on(GenerateDataKeyCommand).rejects(new Error('AccessDeniedException'));

    await expect(new AwsKmsCipher(keyId, new KMSClient({})).generateDataKey()).rejects.toThrow('AccessDeniedException');
  });

  it('checks its health by describing the key, without spending a data key', async () => {
    kms.on(DescribeKeyCommand).resolves({ KeyMetadata: { KeyId: keyId, KeyState: 'Enabled' } });

    await new AwsKmsCipher(keyId, new KMSClient({})).healthCheck();

    expect(kms.commandCalls(DescribeKeyCommand)[0]?.args[0].input).toEqual({ KeyId: keyId });
    expect(kms.commandCalls(GenerateDataKeyCommand)).toHaveLength(0);
  });

  it('reports a disabled or pending-deletion key as unhealthy', async () => {
    kms.on(DescribeKeyCommand).resolves({ KeyMetadata: { KeyId: keyId, KeyState: 'PendingDeletion' } });

    await expect(new AwsKmsCipher(keyId, new KMSClient({})).healthCheck()).rejects.toThrow('KMS key is PendingDeletion');
  });
});
