import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSecretsManager, type LocalSecretsManager } from './secrets-manager';

describe('the local Secrets Manager', () => {
  let twin: LocalSecretsManager;
  const client = (accessKeyId = 'local') =>
    new SecretsManagerClient({ region: 'us-east-1', endpoint: twin.endpoint, credentials: { accessKeyId, secretAccessKey: accessKeyId }, maxAttempts: 1 });
  beforeAll(async () => {
    twin = await startLocalSecretsManager({ 'neonkeys/test-secret': 's3cret-value' });
  });
  afterAll(() => twin.stop());

  it('answers GetSecretValue to the AWS SDK, by name or by ARN', async () => {
    const byName = await client().send(new GetSecretValueCommand({ SecretId: 'neonkeys/test-secret' }));
    const byArn = await client().send(new GetSecretValueCommand({ SecretId: byName.ARN }));

    expect(byName).toMatchObject({ Name: 'neonkeys/test-secret', SecretString: 's3cret-value', VersionStages: ['AWSCURRENT'] });
    expect(byArn.SecretString).toBe('s3cret-value');
  });

  it("answers Powertools' getSecret through the SDK's endpoint setting, as the handlers read secrets", async () => {
    const previous = process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
    process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = twin.endpoint;
    try {
      await expect(getSecret('neonkeys/test-secret')).resolves.toBe('s3cret-value');
    } finally {
      process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = previous;
    }
  });

  it("answers Secrets Manager's own errors for an unknown secret and for a caller without the local key", async () => {
    await expect(client().send(new GetSecretValueCommand({ SecretId: 'neonkeys/none' }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(client('intruder').send(new GetSecretValueCommand({ SecretId: 'neonkeys/test-secret' }))).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
    });
  });
});
