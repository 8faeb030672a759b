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
import type { ServiceSet } from './services';
import { integrationWorkers } from './workers';
import { integrationBuckets, integrationRecaptcha, integrationStripe } from './twin-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One set of local services per worker, found by `VITEST_POOL_ID` (see services.ts). */
    serviceSets: ServiceSet[];
  }
}

/**
 * One set of local services for each worker of the integration run: a DynamoDB Local (each test file makes its own
 * table in it), and the SQS, Secrets Manager, KMS, S3, reCAPTCHA, Stripe and SES twins. Files run two at a time, one per
 * worker, and never share a set: the run's queues, Stripe's webhook address and the outbox belong to the one file
 * running on that worker.
 */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // A set for every worker the project may start, and for any more the command line asks for.
  const workers = Math.max(integrationWorkers, project.config.maxWorkers);
  const sets = await Promise.all(Array.from({ length: workers }, () => startServiceSet()));
  project.provide(
    'serviceSets',
    sets.map((s) => s.services),
  );
  return async () => {
    await Promise.all(sets.map((s) => s.stop()));
  };
}

async function startServiceSet(): Promise<{ services: ServiceSet; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'neonkeys-it-twins-'));
  const [dynamo, sqs, secretsManager, kms, s3, recaptcha] = await Promise.all([
    startDynamoLocal({ shortLived: true }),
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
  // One Stripe for the worker; each test file points its webhooks at its own gateway.
  const stripe = await startLocalStripe({ ...integrationStripe, webhookUrl: undefined, pagePrefix: '/_local/stripe', retryDelaysMs: [200, 500, 1000], expirySweepMs: 1000 });
  const outboxPath = join(dir, 'outbox.jsonl');
  const ses = await startLocalSes({ outbox: new Outbox(outboxPath) });
  return {
    services: {
      dynamoEndpoint: dynamo.endpoint,
      sqsEndpoint: sqs.endpoint,
      queueUrls: sqs.queueUrls,
      dlqUrls: sqs.dlqUrls,
      secretsManagerEndpoint: secretsManager.endpoint,
      kmsEndpoint: kms.endpoint,
      s3Endpoint: s3.endpoint,
      recaptchaEndpoint: recaptcha.endpoint,
      stripeEndpoint: stripe.endpoint,
      sesEndpoint: ses.endpoint,
      outboxPath,
    },
    stop: async () => {
      await Promise.all([dynamo.stop(), sqs.stop(), secretsManager.stop(), kms.stop(), s3.stop(), recaptcha.stop(), stripe.stop(), ses.stop()]);
    },
  };
}
