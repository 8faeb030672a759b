import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { BucketName } from '../functions/lib/adapters/object-store/object-store';
import type { Config } from '../functions/lib/config';
import type { QueueName } from '../shared/routes/consumer-table';

/** Keys are checked against the schema `functions/lib/config.ts` parses, so a renamed setting fails to compile here. */
type LambdaEnvironment = { [K in keyof Config]?: string };

export interface EnvironmentSources {
  table: dynamodb.ITable;
  productKeys: kms.IKey;
  buckets: Record<BucketName, s3.IBucket>;
  /** The SPA's bucket, whose index.html wraps server-rendered pages. */
  site: s3.IBucket;
  queues: Record<QueueName, sqs.IQueue>;
  spaOrigin: string;
  /** The deployment's pagination-cursor secret (named here; `function-access.ts` decides who may read it). */
  cursorSecret: secretsmanager.ISecret;
  orderLinkSecret: secretsmanager.ISecret;
  keyFingerprintSecret: secretsmanager.ISecret;
  paymentsSecret: secretsmanager.ISecret;
  emailFrom: string;
  /** Override of the currency-rate source (context `currencyRatesUrl`); the config default applies otherwise. */
  currencyRatesUrl?: string | undefined;
}

export interface IdentitySources {
  userPool: cognito.IUserPool;
  spaClient: cognito.IUserPoolClient;
  /** The hosted UI domain, where Google sign-in starts. */
  domain: cognito.UserPoolDomain;
  recaptchaSecret: secretsmanager.ISecret;
  recaptchaSiteKey: string;
}

/**
 * Settings every handler gets. Names and URLs are not permissions: `buildDeps` wires every adapter at
 * start-up, so each function needs them all, while `function-access.ts` decides what it may call.
 */
export function functionEnvironment(sources: EnvironmentSources): Record<string, string> {
  const environment = {
    TABLE_NAME: sources.table.tableName,
    KMS_KEY_ID: sources.productKeys.keyArn,
    BUCKET_IMAGES: sources.buckets.images.bucketName,
    BUCKET_EXPORTS: sources.buckets.exports.bucketName,
    BUCKET_SITEMAPS: sources.buckets.sitemaps.bucketName,
    BUCKET_SITE: sources.site.bucketName,
    QUEUE_URL_PREORDERS: sources.queues.preorders.queueUrl,
    QUEUE_URL_SEARCH_INDEX: sources.queues['search-index'].queueUrl,
    QUEUE_URL_ORDERS: sources.queues.orders.queueUrl,
    QUEUE_URL_TRACKING: sources.queues.tracking.queueUrl,
    QUEUE_URL_EXPORTS: sources.queues.exports.queueUrl,
    PERFORMANCE_SOURCE: 'cloudwatch',
    MACHINE_TRANSLATION: 'amazon-translate',
    SPA_ORIGIN: sources.spaOrigin,
    PUBLIC_BASE_URL: sources.spaOrigin,
    CURSOR_SECRET_NAME: sources.cursorSecret.secretArn,
    ORDER_LINK_SECRET_NAME: sources.orderLinkSecret.secretArn,
    KEY_FINGERPRINT_SECRET_NAME: sources.keyFingerprintSecret.secretArn,
    STRIPE_SECRET_NAME: sources.paymentsSecret.secretName,
    EMAIL_FROM: sources.emailFrom,
    ...(sources.currencyRatesUrl ? { CURRENCY_RATES_URL: sources.currencyRatesUrl } : {}),
  } satisfies LambdaEnvironment;
  return environment;
}

/**
 * The user pool's settings, for every function except the pool's own triggers: a trigger naming its pool
 * would make the pool and the function depend on each other, a cycle CloudFormation refuses.
 */
export function identityEnvironment(sources: IdentitySources): Record<string, string> {
  const environment = {
    USER_POOL_ID: sources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: sources.spaClient.userPoolClientId,
    AUTH_DOMAIN: sources.domain.baseUrl(),
    RECAPTCHA_SITE_KEY: sources.recaptchaSiteKey,
    // The name, not the ARN: a secret referenced by name has no full ARN, and GetSecretValue takes either.
    RECAPTCHA_SECRET_ARN: sources.recaptchaSecret.secretName,
  } satisfies LambdaEnvironment;
  return environment;
}
