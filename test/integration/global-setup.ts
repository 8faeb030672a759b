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

import { startLocalStripe } from '../../local/payments/stripe-twin';
import { startLocalSes } from '../../local/email/ses-api';
import { Outbox } from '../../local/identity/outbox';
import { integrationBuckets, integrationRecaptcha, integrationStripe } from './twin-settings';

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
    stripeEndpoint: string;
    sesEndpoint: string;
    outboxPath: string;
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
      [localSecretNames.payments]: JSON.stringify(integrationStripe),
      [localSecretNames.orderLinks]: 'integration-order-link-secret-of-32-or-more-characters',
      [localSecretNames.keyFingerprints]: 'integration-key-fingerprint-secret-of-32-or-more-characters',
    }),
    startLocalKms({ masterKeyPath: join(dir, 'kms', 'master.key') }),
    startLocalS3({ root: join(dir, 's3'), buckets: Object.values(integrationBuckets) }),
    startLocalRecaptcha(integrationRecaptcha),
  ]);
  // One Stripe for the run; each test file points its webhooks at its own gateway (files run one at a time).
  const stripe = await startLocalStripe({ ...integrationStripe, webhookUrl: undefined, pagePrefix: '/_local/stripe', retryDelaysMs: [200, 500, 1000], expirySweepMs: 1000 });
  const outboxPath = join(dir, 'outbox.jsonl');
  const ses = await startLocalSes({ outbox: new Outbox(outboxPath) });
  project.provide('stripeEndpoint', stripe.endpoint);
  project.provide('sesEndpoint', ses.endpoint);
  project.provide('outboxPath', outboxPath);
  project.provide('kmsEndpoint', kms.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('recaptchaEndpoint', recaptcha.endpoint);
  project.provide('secretsManagerEndpoint', secretsManager.endpoint);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sqsEndpoint', sqs.endpoint);
  project.provide('queueUrls', sqs.queueUrls);
  project.provide('dlqUrls', sqs.dlqUrls);
  return async () => {
    await Promise.all([dynamo.stop(), sqs.stop(), secretsManager.stop(), kms.stop(), s3.stop(), recaptcha.stop(), stripe.stop(), ses.stop()]);
  };
}
