import { DecryptCommand, DescribeKeyCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import type { KeyCipher } from './key-cipher';
import { traceClient } from '../../observability/tracer';

export class KmsUnavailableError extends Error {
  override name = 'KmsUnavailableError';
}

/** Envelope keys from a customer-managed KMS key; the plaintext data key never leaves the process. */
export class AwsKmsCipher implements KeyCipher {
  constructor(
    private readonly keyId: string,
    private readonly client = traceClient(new KMSClient({})),
  ) {}

  async generateDataKey() {
    const out = await this.client.send(new GenerateDataKeyCommand({ KeyId: this.keyId, KeySpec: 'AES_256' }));
    if (!out.Plaintext || !out.CiphertextBlob) throw new KmsUnavailableError('KMS returned no data key');
    return { plaintext: out.Plaintext, encrypted: out.CiphertextBlob };
  }

  async decryptDataKey(encrypted: Uint8Array) {
    const out = await this.client.send(new DecryptCommand({ KeyId: this.keyId, CiphertextBlob: encrypted }));
    if (!out.Plaintext) throw new KmsUnavailableError('KMS returned no plaintext');
    return out.Plaintext;
  }

  /** DescribeKey, not a round trip: the health handler may not encrypt (least privilege), and must not cost a data key per probe. */
  async healthCheck() {
    const out = await this.client.send(new DescribeKeyCommand({ KeyId: this.keyId }));
    const state = out.KeyMetadata?.KeyState;
    if (state !== 'Enabled') throw new KmsUnavailableError(`KMS key is ${state ?? 'unknown'}`);
  }
}
