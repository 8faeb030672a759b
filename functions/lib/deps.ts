import { SQSClient } from '@aws-sdk/client-sqs';
import { join } from 'node:path';
import type { QueueName } from '../../shared/routes/consumer-table';
import { AwsKmsCipher } from './adapters/kms/aws-kms-cipher';
import type { KeyCipher } from './adapters/kms/key-cipher';
import { LocalKmsCipher } from './adapters/kms/local-kms-cipher';
import { LocalFileObjectStore } from './adapters/object-store/local-file-object-store';
import type { BucketName, ObjectStore } from './adapters/object-store/object-store';
import { createS3Client, S3ObjectStore } from './adapters/object-store/s3-object-store';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CredentialStore } from '../local/identity/credential-store';
import { LocalIdentityDirectory } from '../local/identity/local-identity-directory';
import { CognitoIdentityDirectory } from './adapters/identity-directory/cognito-identity-directory';
import type { IdentityDirectory } from './adapters/identity-directory/identity-directory';
import type { HumanVerifier } from './adapters/human-verifier/human-verifier';
import { LocalHumanVerifier } from './adapters/human-verifier/local-human-verifier';
import { RecaptchaVerifier } from './adapters/human-verifier/recaptcha-verifier';
import { FileSiteTemplate } from './adapters/site-template/file-site-template';
import { S3SiteTemplate } from './adapters/site-template/s3-site-template';
import type { SiteTemplate } from './adapters/site-template/site-template';
import type { MessageQueue } from './adapters/queue/message-queue';
import type { SearchIndex } from './adapters/search-index/search-index';
import { searchIndexFromConfig } from './adapters/search-index/search-index-from-config';
import { SqsQueue } from './adapters/queue/sqs-queue';
import { readConfig, type Config } from './config';
import { createDocumentClient } from './data/dynamo-client';
import { createStore, type Store } from './data/store';

/** Everything a handler reaches outside itself. Built once per Lambda container (or local process) from the environment. */
export interface Deps {
  config: Config;
  store: Store;
  keyCipher: KeyCipher;
  queues: Record<QueueName, MessageQueue>;
  objects: Record<BucketName, ObjectStore>;
  siteTemplate: SiteTemplate;
  identityDirectory: IdentityDirectory;
  humanVerifier: HumanVerifier;
  /** The search engine's writer: Algolia on AWS, the embedded engine behind the local gateway on one machine. */
  searchIndex: SearchIndex;
  now: () => Date;
}

let current: Deps | undefined;

export function deps(): Deps {
  current ??= buildDeps(readConfig());
  return current;
}

/** Tests and the local runtime swap in their own wiring. */
export function setDeps(next: Deps | undefined): void {
  current = next;
}

export function buildDeps(config: Config): Deps {
  const documentClient = createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT });
  const sqs = new SQSClient({});
  const keyCipher: KeyCipher =
    config.KEY_CIPHER === 'local'
      ? new LocalKmsCipher(join(config.LOCAL_DATA_DIR, 'kms', 'master.key'))
      : new AwsKmsCipher(requireSetting(config.KMS_KEY_ID, 'KMS_KEY_ID'));
  const bucketFor: Record<BucketName, string> = {
    images: config.BUCKET_IMAGES,
    exports: config.BUCKET_EXPORTS,
    sitemaps: config.BUCKET_SITEMAPS,
  };
  const s3 = config.OBJECT_STORE === 's3' ? createS3Client() : undefined;
  const objectStore = (name: BucketName): ObjectStore =>
    s3
      ? new S3ObjectStore(bucketFor[name], s3)
      : new LocalFileObjectStore(
          join(config.LOCAL_DATA_DIR, 'objects'),
          bucketFor[name],
          requireSetting(config.LOCAL_SIGNING_SECRET, 'LOCAL_SIGNING_SECRET'),
          config.PUBLIC_BASE_URL,
        );
  return {
    config,
    store: createStore(documentClient, config.TABLE_NAME),
    keyCipher,
    queues: {
      preorders: new SqsQueue(config.QUEUE_URL_PREORDERS, sqs),
      'search-index': new SqsQueue(config.QUEUE_URL_SEARCH_INDEX, sqs),
    },
    objects: { images: objectStore('images'), exports: objectStore('exports'), sitemaps: objectStore('sitemaps') },
    // A COGNITO_ENDPOINT means the local identity service stands in for Cognito, pool id and all.
    identityDirectory:
      config.USER_POOL_ID && !config.COGNITO_ENDPOINT
        ? new CognitoIdentityDirectory(config.USER_POOL_ID, new CognitoIdentityProviderClient({}))
        : new LocalIdentityDirectory(new CredentialStore(join(config.LOCAL_DATA_DIR, 'identity', 'users.json'))),
    humanVerifier: config.HUMAN_VERIFIER === 'local' ? new LocalHumanVerifier() : new RecaptchaVerifier(config.RECAPTCHA_SECRET_ARN),
    searchIndex: searchIndexFromConfig(config),
    siteTemplate: s3 ? new S3SiteTemplate(config.BUCKET_SITE, s3) : new FileSiteTemplate(config.SITE_TEMPLATE_FILE),
    now: () => new Date(),
  };
}

function requireSetting(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set`);
  return value;
}
