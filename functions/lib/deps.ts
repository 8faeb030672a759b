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
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { readConfig, type Config } from './config';
import { CursorSealer } from './pagination/cursor-sealer';
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
  /** Seals and opens the opaque cursors every paginated route hands out. */
  cursors: CursorSealer;
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

/** Every adapter is built on first use, so a function constructs (and connects) only what its code reaches. */
export function buildDeps(config: Config): Deps {
  const once = <T>(build: () => T) => {
    let value: T | undefined;
    return () => (value ??= build());
  };
  const sqs = once(() => new SQSClient({}));
  const s3 = once(() => createS3Client());
  const bucketFor: Record<BucketName, string> = {
    images: config.BUCKET_IMAGES,
    exports: config.BUCKET_EXPORTS,
    sitemaps: config.BUCKET_SITEMAPS,
  };
  const objectStore = (name: BucketName): ObjectStore =>
    config.OBJECT_STORE === 's3'
      ? new S3ObjectStore(bucketFor[name], s3())
      : new LocalFileObjectStore(
          join(config.LOCAL_DATA_DIR, 'objects'),
          bucketFor[name],
          requireSetting(config.LOCAL_SIGNING_SECRET, 'LOCAL_SIGNING_SECRET'),
          config.PUBLIC_BASE_URL,
        );
  const store = once(() => createStore(createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT }), config.TABLE_NAME));
  const keyCipher = once(
    (): KeyCipher =>
      config.KEY_CIPHER === 'local'
        ? new LocalKmsCipher(join(config.LOCAL_DATA_DIR, 'kms', 'master.key'))
        : new AwsKmsCipher(requireSetting(config.KMS_KEY_ID, 'KMS_KEY_ID')),
  );
  const queues = once(() => ({
    preorders: new SqsQueue(config.QUEUE_URL_PREORDERS, sqs()),
    'search-index': new SqsQueue(config.QUEUE_URL_SEARCH_INDEX, sqs()),
  }));
  const objects = once(() => ({ images: objectStore('images'), exports: objectStore('exports'), sitemaps: objectStore('sitemaps') }));
  // On one machine AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points the same client at the local identity service.
  const identityDirectory = once(() => new CognitoIdentityDirectory(config.USER_POOL_ID ?? 'no-user-pool', new CognitoIdentityProviderClient({})));
  const humanVerifier = once((): HumanVerifier => (config.HUMAN_VERIFIER === 'local' ? new LocalHumanVerifier() : new RecaptchaVerifier(config.RECAPTCHA_SECRET_ARN)));
  const searchIndex = once(() => searchIndexFromConfig(config));
  // Powertools caches the value; the sealer also keeps the key it derives, so Secrets Manager is read once per container.
  const cursors = once(() => new CursorSealer(async () => (await getSecret<string>(config.CURSOR_SECRET_NAME, { maxAge: 3600 })) ?? ''));
  const siteTemplate = once((): SiteTemplate => (config.OBJECT_STORE === 's3' ? new S3SiteTemplate(config.BUCKET_SITE, s3()) : new FileSiteTemplate(config.SITE_TEMPLATE_FILE)));
  return {
    config,
    get store() {
      return store();
    },
    get keyCipher() {
      return keyCipher();
    },
    get queues() {
      return queues();
    },
    get objects() {
      return objects();
    },
    get identityDirectory() {
      return identityDirectory();
    },
    get humanVerifier() {
      return humanVerifier();
    },
    get searchIndex() {
      return searchIndex();
    },
    get siteTemplate() {
      return siteTemplate();
    },
    get cursors() {
      return cursors();
    },
    now: () => new Date(),
  };
}

function requireSetting(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set`);
  return value;
}
