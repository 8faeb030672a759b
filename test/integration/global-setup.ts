import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../local/dynamodb/dynamodb-local';
import { startLocalSqs } from '../../local/queues/local-sqs';
import { localSecretNames, startLocalSecretsManager } from '../../local/secrets/secrets-manager';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalKms } from '../../local/kms/kms-api';
import { startLocalS3 } from '../../local/object-store/s3-api';
import { startLocalRecaptcha } from '../../local/recaptcha/recaptcha-api';

import { integrationBuckets, integrationRecaptcha } from './twin-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sqsEndpoint: string;
    queueUrls: Record<string, string>;
    dlqUrls: Record<string, string>;
    secretsManagerEndpoint: string;
    kmsEndpoint: string;
    s3Endpoint: string;
    recaptchaEndpoint: string;
  }
}

/** One DynamoDB Local (in memory) and one local SQS for the whole integration run; each test file makes its own table. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dir = mkdtempSync(join(tmpdir(), 'neonkeys-it-twins-'));
  const [dynamo, sqs, secretsManager, kms, s3, recaptcha] = await Promise.all([
    startDynamoLocal(),
    startLocalSqs(),
    startLocalSecretsManager({
      [localSecretNames.cursor]: 'integration-cursor-secret-of-32-or-more-characters',
      [localSecretNames.recaptcha]: integrationRecaptcha.secret,
    }),
    startLocalKms({ masterKeyPath: join(dir, 'kms', 'master.key') }),
    startLocalS3({ root: join(dir, 's3'), buckets: Object.values(integrationBuckets) }),
    startLocalRecaptcha(integrationRecaptcha),
  ]);
  project.provide('kmsEndpoint', kms.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('recaptchaEndpoint', recaptcha.endpoint);
  project.provide('secretsManagerEndpoint', secretsManager.endpoint);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sqsEndpoint', sqs.endpoint);
  project.provide('queueUrls', sqs.queueUrls);
  project.provide('dlqUrls', sqs.dlqUrls);
  return async () => {
    await Promise.all([dynamo.stop(), sqs.stop(), secretsManager.stop(), kms.stop(), s3.stop(), recaptcha.stop()]);
  };
}
