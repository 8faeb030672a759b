// Must stay the first import: it sets what the X-Ray SDK reads when it loads.
import './tracing-off';
import { warmIpIntelligence } from '../../functions/security/checkout-risk/risk-assessor-for';
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client } from '../../functions/lib/adapters/object-store/s3-object-store';
import { readConfig } from '../../functions/lib/config';
import { setDeps } from '../../functions/lib/deps';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';
import { ensureTable, startDynamoLocal } from '../dynamodb/dynamodb-local';
import { loadStaticSite } from '../gateway/static-site';
import { startGateway } from '../gateway/local-gateway';
import { createLocalIdentity } from '../identity/identity-service';
import type { IdentityLimits } from '../identity/rate-limits';
import { localClientId, localUserPoolId } from '../identity/token-issuer';
import { loadLocalSecrets } from './local-secrets';
import { localSecretNames, startLocalSecretsManager } from '../secrets/secrets-manager';
import { requestStats } from '../../functions/lib/observability/request-stats';
import { SearchEngine } from '../search-engine/search-engine';
import { startLocalSqs } from '../queues/local-sqs';
import { demoAccounts, seedDemo } from '../seed/seed-demo';
import { reindexAll } from '../../functions/search/reindex-all';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { migrateKeyLayout } from '../maintenance/migrate-key-layout';
import { backfillTranslationCoverage } from '../maintenance/backfill-translation-coverage';
import { backfillSitemapEntries } from '../maintenance/backfill-sitemap-entries';
import { backfillPlatformCovers } from '../maintenance/backfill-platform-covers';
import { startTtlSweeper } from '../dynamodb/ttl-sweeper';
import { buildWeb, webBuildIsStale } from './web-build';
import { localKmsKey, startLocalKms } from '../kms/kms-api';
import { s3Twin } from '../object-store/s3-api';
import { BucketFiles } from '../object-store/bucket-files';
import { publicImages } from '../object-store/public-images';
import { recaptchaTwin } from '../recaptcha/recaptcha-api';
import { stripeTwin } from '../payments/stripe-twin';
import { serveTwin } from './twin-server';
import { startLocalSes } from '../email/ses-api';
import { startBackgroundWork } from './background-work';
import { startTableStreamPoller } from '../streams/table-stream-poller';

/** The buckets CloudFormation creates on AWS, by the names the local S3 gives them. */
export const localBuckets = { images: 'neonkeys-images', exports: 'neonkeys-exports', sitemaps: 'neonkeys-sitemaps', site: 'neonkeys-site' } as const;
const recaptchaSiteKey = 'local-recaptcha-site-key';

export const projectRoot = resolve(import.meta.dirname, '../..');

export interface LocalStackOptions {
  port: number;
  /**
   * The store's public origin, for the absolute URLs the server writes (sitemaps, canonical links); `http://localhost:PORT`
   * by default. The browser may open the store at any host name that reaches it: everything it calls is on the page's origin.
   */
  publicOrigin?: string;
  /** Where persistent data lives; `.data/` by default. */
  dataDir?: string;
  viewerCountry?: string;
  /** A store for one test file: its DynamoDB Local gets a JVM tuned for a short life (see dynamodb-local.ts). */
  shortLived?: boolean;
  /** Skip building and serving the SPA (API-only tests and benchmarks). */
  withWeb?: boolean;
  log?: (line: string) => void;
  /** Run the queue consumers and scheduled functions on a thread of their own (needs a TypeScript loader on new threads, as under tsx). */
  backgroundThread?: boolean;
  /** Tighter sign-in limits, for browser journeys that show the rate-limit message. */
  identityLimits?: Partial<IdentityLimits>;
  /**
   * The TTL twin's sweep every 10 minutes (default on). A seeding tool writing a million items turns it off: each sweep
   * scans the whole growing table, and the writes crawl behind it.
   */
  sweepExpired?: boolean;
}

export interface LocalStack {
  url: string;
  /** The local Stripe's own port: its API, and its control API (`/_twin/…`, loopback only) for tests and benchmarks. */
  stripeEndpoint: string;
  demoAccounts: typeof demoAccounts;
  stop(): Promise<void>;
}

/** Starts the whole store on one machine: DynamoDB Local, local SQS, KMS, S3, SES, Stripe, identity and the gateway. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir ?? join(projectRoot, '.data'));
  const url = (options.publicOrigin ?? `http://localhost:${options.port}`).replace(/\/$/, '');
  // What the handlers call on this machine (search writes, the identity admin API): loopback, whatever the public name.
  const internal = `http://127.0.0.1:${options.port}`;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

  const webReady = options.withWeb === false ? Promise.resolve() : prepareWeb(log);
  const [dynamo, sqs, secrets, kms] = await Promise.all([
    startDynamoLocal({ dataDir: join(dataDir, 'dynamodb'), shortLived: options.shortLived ?? false }),
    startLocalSqs({ onThread: options.backgroundThread ?? false }),
    loadLocalSecrets(join(dataDir, 'local-secrets.json')),
    startLocalKms({ masterKeyPath: join(dataDir, 'kms', 'master.key') }),
  ]);
  const secretsManager = await startLocalSecretsManager({
    [localSecretNames.cursor]: secrets.cursorSecret,
    [localSecretNames.recaptcha]: secrets.recaptchaSecret,
    [localSecretNames.payments]: JSON.stringify({ secretKey: secrets.stripeSecretKey, webhookSecret: secrets.stripeWebhookSecret }),
    [localSecretNames.orderLinks]: secrets.orderLinkSecret,
    [localSecretNames.keyFingerprints]: secrets.keyFingerprintSecret,
  });
  // Stripe's API subset for the handlers' official client (its own port), and its hosted page on the store's origin.
  const stripe = stripeTwin({
    secretKey: secrets.stripeSecretKey,
    webhookSecret: secrets.stripeWebhookSecret,
    webhookUrl: `${internal}/api/payments/webhook`,
    stateFile: join(dataDir, 'payments', 'stripe.json'),
    pagePrefix: '/_local/stripe',
  });
  const stripeApi = await serveTwin(stripe.handle);
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    // EMF records are for CloudWatch; on one machine they would only bury the console.
    POWERTOOLS_METRICS_DISABLED: 'true',
    // No X-Ray daemon here (Tracer also turns itself off outside Lambda).
    POWERTOOLS_TRACE_ENABLED: 'false',
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.endpoint,
    CURSOR_SECRET_NAME: localSecretNames.cursor,
    TABLE_NAME: 'neonkeys',
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_ENDPOINT_URL_KMS: kms.endpoint,
    KMS_KEY_ID: localKmsKey.alias,
    // On the public origin, not loopback: pre-signed URLs name this host, and the browser must reach them.
    AWS_ENDPOINT_URL_S3: `${url}/_local/s3`,
    S3_FORCE_PATH_STYLE: 'true',
    BUCKET_IMAGES: localBuckets.images,
    BUCKET_EXPORTS: localBuckets.exports,
    BUCKET_SITEMAPS: localBuckets.sitemaps,
    BUCKET_SITE: localBuckets.site,
    PUBLIC_BASE_URL: url,
    SPA_ORIGIN: url,
    QUEUE_URL_PREORDERS: sqs.queueUrls.preorders,
    QUEUE_URL_SEARCH_INDEX: sqs.queueUrls['search-index'],
    QUEUE_URL_ORDERS: sqs.queueUrls.orders,
    QUEUE_URL_TRACKING: sqs.queueUrls.tracking,
    QUEUE_URL_EXPORTS: sqs.queueUrls.exports,
    // The documentation ranges stand for a Tor exit, a hosting network and a VPN, so the demo and tests can show them.
    IP_DOCUMENTATION_RANGES: 'true',
    // The local identity service stands in for the Cognito user pool (see docs/architecture.md).
    USER_POOL_ID: localUserPoolId,
    USER_POOL_CLIENT_ID: localClientId,
    LOCAL_IDENTITY_PATH: '/_local/identity',
    // The handlers' own Cognito client (groups, profile attributes) reaches the same service through the SDK's endpoint setting.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${internal}/_local/identity/cognito`,
    // reCAPTCHA v3 through the local reCAPTCHA: the SPA loads its api.js, the handlers call its siteverify.
    RECAPTCHA_SITE_KEY: recaptchaSiteKey,
    RECAPTCHA_SCRIPT_URL: '/_local/recaptcha/api.js',
    RECAPTCHA_SECRET_ARN: localSecretNames.recaptcha,
    RECAPTCHA_VERIFY_URL: `${internal}/_local/recaptcha/api/siteverify`,
    STRIPE_SECRET_NAME: localSecretNames.payments,
    STRIPE_API_URL: stripeApi.endpoint,
    ORDER_LINK_SECRET_NAME: localSecretNames.orderLinks,
    KEY_FINGERPRINT_SECRET_NAME: localSecretNames.keyFingerprints,
    // Checkout sends shoppers back to the origin they opened the store at, if it is this machine.
    RETURN_ORIGINS: [url, `http://localhost:${options.port}`, `http://127.0.0.1:${options.port}`].join(','),
    EMAIL_FROM: 'NeonKeys <orders@neonkeys.local>',
    // Write access to the embedded search engine under /1 (the search key is public and fixed).
    LOCAL_ALGOLIA_ADMIN_KEY: secrets.algoliaAdminKey,
    ALGOLIA_HOSTS: internal,
  });
  const [tableState, identity] = await Promise.all([
    ensureTable(dynamo.endpoint, 'neonkeys'),
    createLocalIdentity({ dir: join(dataDir, 'identity'), issuer: `${url}/_local/identity`, spaOrigin: url, log, limits: options.identityLimits }),
  ]);
  // Order e-mails go through the SES API to the same outbox as the identity service's codes (/dev/outbox).
  const ses = await startLocalSes({ outbox: identity.outbox });
  process.env.AWS_ENDPOINT_URL_SESV2 = ses.endpoint;
  // The seed and the start-up reindex are tools and use every adapter; the handlers build their own, as declared.
  const deps = buildToolDeps(readConfig());
  const toolClient = createDocumentClient({ endpoint: dynamo.endpoint, allowScan: true });
  const migrated = await migrateKeyLayout(deps.store, toolClient, 'neonkeys');
  if (migrated) log(`keys: ${migrated} moved to the layout keyed by key id`);
  const entries = await backfillSitemapEntries(deps.store);
  if (entries) log(`sitemaps: ${entries} product pages given their sitemap entry`);
  const covered = await backfillTranslationCoverage(deps.store);
  if (covered) log(`translations: coverage counted over ${covered} products`);
  // Covers go straight into the images bucket's files: the S3 twin is mounted on the gateway, which is not up yet.
  const coverFiles = new BucketFiles(join(dataDir, 's3', localBuckets.images));
  const drawn = await backfillPlatformCovers(deps.store, coverFiles);
  if (drawn) log(`covers: ${drawn} products given a cover per platform and language`);
  const seed = await seedDemo(deps, identity.users, coverFiles);
  log(`table ${tableState}; ${seed.seeded ? `seeded ${seed.products} products` : 'catalogue already seeded'}`);
  await webReady;

  const server: Server = await startGateway({
    port: options.port,
    identity,
    viewer: { country: options.viewerCountry ?? 'US', city: 'New York' },
    spaOrigin: url,
    twins: {
      '/_local/s3': s3Twin({ root: join(dataDir, 's3'), buckets: Object.values(localBuckets), pathPrefix: '/_local/s3' }),
      '/_local/stripe': stripe.handle,
      '/_local/recaptcha': recaptchaTwin({ siteKey: recaptchaSiteKey, secret: secrets.recaptchaSecret, pathPrefix: '/_local/recaptcha' }),
    },
    publicImages: publicImages({ root: join(dataDir, 's3'), bucket: localBuckets.images }),
    ...(options.withWeb === false ? {} : { serveStatic: await loadStaticSite(join(projectRoot, 'web/dist')) }),
    search: { engine: monitoredEngine(), keys: { adminKey: secrets.algoliaAdminKey } },
  });
  // As a deployment puts the SPA in its bucket: the page function wraps server-rendered pages in this index.html.
  if (options.withWeb !== false) await publishSiteTemplate();
  // The embedded engine keeps its indices in memory: fill it from the table's search records (the truth) at every start.
  const reindex = await reindexAll(deps);
  log(`search: ${reindex.records} records per language indexed in ${reindex.durationMs} ms`);
  // The address data checkout's risk check reads (about a second to load), in the background before the first shopper pays, as a Lambda's init does.
  void warmIpIntelligence();
  // The consumers, and the reservation sweep and late pre-order refunds as EventBridge would run them.
  const background = await startBackgroundWork(sqs, options.backgroundThread ?? false);
  // Lambda's stream event source: variant writes become stock alerts as on AWS.
  const stream = startTableStreamPoller(dynamo.endpoint, 'neonkeys');
  // DynamoDB Local keeps expired items forever; this does what the table's TTL does on AWS.
  const ttl = options.sweepExpired === false ? { stop: async () => undefined } : startTtlSweeper(toolClient, 'neonkeys', log);

  return {
    url,
    stripeEndpoint: stripeApi.endpoint,
    demoAccounts,
    stop: async () => {
      // Requests already being handled finish before the services behind them stop (a page closing as its test ends
      // sends its last beacons, which used to meet a stopped table and log a 5xx); connections still open after 3 s
      // (a slow client, a long poll) are cut.
      await new Promise<void>((done) => {
        const cut = setTimeout(() => server.closeAllConnections(), 3_000);
        server.close(() => {
          clearTimeout(cut);
          done();
        });
        server.closeIdleConnections();
      });
      await Promise.all([background.stop(), stream.stop(), ttl.stop()]);
      await Promise.all([sqs.stop(), dynamo.stop(), secretsManager.stop(), kms.stop(), stripeApi.stop(), stripe.stop(), ses.stop()]);
      setDeps(undefined);
    },
  };
}

async function publishSiteTemplate() {
  const body = await readFile(join(projectRoot, 'web/dist/index.html'));
  await createS3Client({ forcePathStyle: true }).send(new PutObjectCommand({ Bucket: localBuckets.site, Key: 'index.html', Body: body, ContentType: 'text/html; charset=utf-8' }));
}

async function prepareWeb(log: (line: string) => void) {
  if (!(await webBuildIsStale(projectRoot))) return;
  log('building the web app…');
  await buildWeb(projectRoot);
}

/** The embedded engine, whose search times feed the Performance Monitor's collector (the functions share this process). */
function monitoredEngine(): SearchEngine {
  const engine = new SearchEngine();
  engine.onSearch = (ms) => requestStats.search(ms);
  return engine;
}
