import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { readBody } from '../gateway/read-body';
import { checkSignature } from '../runtime/sigv4-check';
import { serveTwin, type TwinServer } from '../runtime/twin-server';
import { InvalidCiphertextError, KeyMaterial } from './key-material';
import { loadOrCreateMasterKey } from './master-key';

/** The one customer-managed key of the local stack, under the alias CDK gives the deployed one (infra/keys.ts). */
export const localKmsKey = { id: '6f1c2a57-0b4e-4c1e-9d0a-6e6b6c6f6b65', alias: 'alias/neonkeys/product-keys' } as const;

const region = 'us-east-1';
const account = '000000000000';
const keyArn = `arn:aws:kms:${region}:${account}:key/${localKmsKey.id}`;
const created = Math.floor(Date.now() / 1000);

const base64 = z.string().base64();
const context = z.record(z.string(), z.string()).optional();
const inputs = {
  GenerateDataKey: z.object({ KeyId: z.string(), KeySpec: z.enum(['AES_256', 'AES_128']).optional(), NumberOfBytes: z.number().int().min(1).max(1024).optional(), EncryptionContext: context }),
  Encrypt: z.object({ KeyId: z.string(), Plaintext: base64, EncryptionContext: context }),
  Decrypt: z.object({ CiphertextBlob: base64, KeyId: z.string().optional(), EncryptionContext: context }),
  DescribeKey: z.object({ KeyId: z.string() }),
};
type Operation = keyof typeof inputs;

class KmsFault extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The one-machine KMS: GenerateDataKey, Encrypt, Decrypt and DescribeKey over KMS's own JSON protocol, for SigV4-signed
 * callers with the local credentials. The handlers' KMS client reaches it through AWS_ENDPOINT_URL_KMS, so envelope
 * encryption runs the same code on one machine as on Lambda.
 */
export async function kmsTwin(options: { masterKeyPath: string }) {
  const key = new KeyMaterial(localKmsKey.id, await loadOrCreateMasterKey(options.masterKeyPath));

  return async function serveKms(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req, 1024 * 1024);
    const verdict = await checkSignature(req, body);
    if (!verdict.ok) return reply(res, 400, { __type: verdict.code === 'InvalidAccessKeyId' ? 'UnrecognizedClientException' : 'InvalidSignatureException', message: verdict.message });
    const operation = /^TrentService\.(\w+)$/.exec(String(req.headers['x-amz-target'] ?? ''))?.[1];
    if (req.method !== 'POST' || !operation || !Object.hasOwn(inputs, operation)) {
      return reply(res, 400, { __type: 'UnknownOperationException', message: 'The local KMS answers GenerateDataKey, Encrypt, Decrypt and DescribeKey.' });
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return reply(res, 400, { __type: 'SerializationException', message: 'The request body is not valid JSON.' });
    }
    const parsed = inputs[operation as Operation].safeParse(json);
    if (!parsed.success) return reply(res, 400, { __type: 'ValidationException', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    try {
      reply(res, 200, run(key, operation as Operation, parsed.data));
    } catch (error) {
      if (error instanceof KmsFault) return reply(res, 400, { __type: error.type, message: error.message });
      if (error instanceof InvalidCiphertextError) return reply(res, 400, { __type: 'InvalidCiphertextException', message: error.message });
      throw error;
    }
  };
}

/** KMS on its own loopback port. */
export async function startLocalKms(options: { masterKeyPath: string }): Promise<TwinServer> {
  return serveTwin(await kmsTwin(options));
}

function run(key: KeyMaterial, operation: Operation, input: Record<string, unknown>): object {
  switch (operation) {
    case 'GenerateDataKey': {
      const i = input as z.infer<typeof inputs.GenerateDataKey>;
      resolveKey(i.KeyId);
      if ((i.KeySpec === undefined) === (i.NumberOfBytes === undefined)) throw new KmsFault('ValidationException', 'Specify either KeySpec or NumberOfBytes, not both.');
      const plaintext = randomBytes(i.NumberOfBytes ?? (i.KeySpec === 'AES_128' ? 16 : 32));
      return { KeyId: keyArn, Plaintext: plaintext.toString('base64'), CiphertextBlob: key.encrypt(plaintext, i.EncryptionContext).toString('base64') };
    }
    case 'Encrypt': {
      const i = input as z.infer<typeof inputs.Encrypt>;
      resolveKey(i.KeyId);
      const plaintext = Buffer.from(i.Plaintext, 'base64');
      if (plaintext.length < 1 || plaintext.length > 4096) throw new KmsFault('ValidationException', 'Plaintext must be 1 to 4096 bytes.');
      return { KeyId: keyArn, CiphertextBlob: key.encrypt(plaintext, i.EncryptionContext).toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
    }
    case 'Decrypt': {
      const i = input as z.infer<typeof inputs.Decrypt>;
      if (i.KeyId !== undefined) resolveKey(i.KeyId);
      return { KeyId: keyArn, Plaintext: key.decrypt(Buffer.from(i.CiphertextBlob, 'base64'), i.EncryptionContext).toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
    }
    case 'DescribeKey': {
      resolveKey((input as z.infer<typeof inputs.DescribeKey>).KeyId);
      return {
        KeyMetadata: {
          AWSAccountId: account,
          KeyId: localKmsKey.id,
          Arn: keyArn,
          CreationDate: created,
          Enabled: true,
          KeyState: 'Enabled',
          KeyUsage: 'ENCRYPT_DECRYPT',
          KeySpec: 'SYMMETRIC_DEFAULT',
          KeyManager: 'CUSTOMER',
          Origin: 'AWS_KMS',
          Description: 'NeonKeys product keys (local)',
        },
      };
    }
  }
}

/** A key id, key ARN, alias name or alias ARN, as KMS accepts them; anything else is not found. */
function resolveKey(keyId: string) {
  const known = [localKmsKey.id, keyArn, localKmsKey.alias, `arn:aws:kms:${region}:${account}:${localKmsKey.alias}`];
  if (!known.includes(keyId)) throw new KmsFault('NotFoundException', `Key '${keyId}' does not exist`);
}

function reply(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() }).end(JSON.stringify(body));
}
