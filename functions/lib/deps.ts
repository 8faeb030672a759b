import { SQSClient } from '@aws-sdk/client-sqs';
import { join } from 'node:path';
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
import type { MessageQueues } from './adapters/queue/message-queue';
import type { SearchIndex } from './adapters/search-index/search-index';
import { searchIndexFromConfig } from './adapters/search-index/search-index-from-config';
import { SqsQueue } from './adapters/queue/sqs-queue';
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { mergeNeeds, tableAccessOf, type Needs } from '../../shared/routes/capabilities';
import { readConfig, type Config } from './config';
import { CursorSealer } from './pagination/cursor-sealer';
import { createDocumentClient } from './data/dynamo-client';
import { createStore, type Store } from './data/store';

/** Everything a handler reaches outside itself. Built once per Lambda container (or local process) from the environment. */
export interface Deps {
  config: Config;
  store: Store;
  keyCipher: KeyCipher;
  queues: MessageQueues;
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
const scoped = new Map<string, Deps>();

/** Every adapter, unscoped: for tools (seed, reindex) and tests, never for a deployed handler. */
export function deps(): Deps {
  current ??= buildDeps(readConfig());
  return current;
}

/**
 * What a handler may use: only the adapters its table entry declares, the table as declared (read-only by default).
 * One set per declaration and container, so handlers sharing a process (the local gateway) share clients as Lambda
 * containers would not, yet each is held to its own declaration. A test's `setDeps` takes precedence.
 */
export function depsFor(needs: Needs | undefined): Deps {
  if (current) return current;
  const key = JSON.stringify(mergeNeeds([needs]));
  let found = scoped.get(key);
  if (!found) {
    found = buildDeps(readConfig(), needs ?? {});
    scoped.set(key, found);
  }
  return found;
}

/** Tests swap in their own wiring; `undefined` goes back to what the environment configures. */
export function setDeps(next: Deps | undefined): void {
  current = next;
  scoped.clear();
}

export class UndeclaredCapabilityError extends Error {
  override name = 'UndeclaredCapabilityError';
}

/**
 * Every adapter is built on first use, so a function constructs (and connects) only what its code reaches. Given a
 * declaration, an adapter it does not name throws instead of connecting, and the table client holds to its access.
 */
export function buildDeps(config: Config, needs?: Needs): Deps {
  const once = <T>(build: () => T) => {
    let value: T | undefined;
    return () => (value ??= build());
  };
  const declared = <T>(what: string, allowed: (n: Needs) => boolean, build: () => T) =>
    once(() => {
      if (needs && !allowed(needs)) throw new UndeclaredCapabilityError(`This function did not declare ${what} in its table entry (needs).`);
      return build();
    });
  const tableAccess = tableAccessOf(needs ?? { table: 'write' });
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
  const store = declared('table access', () => tableAccess !== 'none', () =>
    createStore(createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, access: tableAccess === 'none' ? 'read' : tableAccess }), config.TABLE_NAME),
  );
  const keyCipher = declared('product-key encryption (keys)', (n) => (n.keys?.length ?? 0) > 0 || Boolean(n.probes), 
    (): KeyCipher =>
      config.KEY_CIPHER === 'local'
        ? new LocalKmsCipher(join(config.LOCAL_DATA_DIR, 'kms', 'master.key'))
        : new AwsKmsCipher(requireSetting(config.KMS_KEY_ID, 'KMS_KEY_ID')),
  );
  const queues = declared('a queue to send to (sendsTo)', (n) => (n.sendsTo?.length ?? 0) > 0 || Boolean(n.probes), (): MessageQueues => ({
    preorders: new SqsQueue<'preorders'>(config.QUEUE_URL_PREORDERS, sqs()),
    'search-index': new SqsQueue<'search-index'>(config.QUEUE_URL_SEARCH_INDEX, sqs()),
  }));
  const objects = declared('object storage (probes)', (n) => Boolean(n.probes), () => ({ images: objectStore('images'), exports: objectStore('exports'), sitemaps: objectStore('sitemaps') }));
  // On one machine AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points the same client at the local identity service.
  const identityDirectory = declared('the user pool (userPool)', (n) => (n.userPool?.length ?? 0) > 0, () => new CognitoIdentityDirectory(config.USER_POOL_ID ?? 'no-user-pool', new CognitoIdentityProviderClient({})));
  const humanVerifier = declared('the reCAPTCHA secret (secrets)', (n) => n.secrets?.includes('recaptcha') ?? false, (): HumanVerifier => (config.HUMAN_VERIFIER === 'local' ? new LocalHumanVerifier() : new RecaptchaVerifier(config.RECAPTCHA_SECRET_ARN)));
  const searchIndex = declared('the search admin key (secrets)', (n) => n.secrets?.includes('search-admin-key') ?? false, () => searchIndexFromConfig(config));
  // Powertools caches the value; the sealer also keeps the key it derives, so Secrets Manager is read once per container.
  const cursors = declared('the cursor secret (secrets)', (n) => n.secrets?.includes('cursor') ?? false, () => new CursorSealer(async () => (await getSecret<string>(config.CURSOR_SECRET_NAME, { maxAge: 3600 })) ?? ''));
  const siteTemplate = declared('the site template (siteTemplate)', (n) => Boolean(n.siteTemplate), (): SiteTemplate => (config.OBJECT_STORE === 's3' ? new S3SiteTemplate(config.BUCKET_SITE, s3()) : new FileSiteTemplate(config.SITE_TEMPLATE_FILE)));
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
