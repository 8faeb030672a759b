import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
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
import { SearchEngine } from '../search-engine/search-engine';
import { startQueuePoller } from '../queues/queue-poller';
import { startLocalSqs } from '../queues/local-sqs';
import { demoAccounts, seedDemo } from '../seed/seed-demo';
import { reindexAll } from '../../functions/search/reindex-all';
import { buildWeb, webBuildIsStale } from './web-build';

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
  /** Skip building and serving the SPA (API-only tests and benchmarks). */
  withWeb?: boolean;
  log?: (line: string) => void;
  /** Tighter sign-in limits, for browser journeys that show the rate-limit message. */
  identityLimits?: Partial<IdentityLimits>;
}

export interface LocalStack {
  url: string;
  demoAccounts: typeof demoAccounts;
  stop(): Promise<void>;
}

/** Starts the whole store on one machine: DynamoDB Local, local SQS, local KMS, object store, identity and the gateway. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir ?? join(projectRoot, '.data'));
  const url = (options.publicOrigin ?? `http://localhost:${options.port}`).replace(/\/$/, '');
  // What the handlers call on this machine (search writes, the identity admin API): loopback, whatever the public name.
  const internal = `http://127.0.0.1:${options.port}`;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

  const webReady = options.withWeb === false ? Promise.resolve() : prepareWeb(log);
  const [dynamo, sqs, secrets] = await Promise.all([
    startDynamoLocal({ dataDir: join(dataDir, 'dynamodb') }),
    startLocalSqs(),
    loadLocalSecrets(join(dataDir, 'local-secrets.json')),
  ]);
  const secretsManager = await startLocalSecretsManager({ [localSecretNames.cursor]: secrets.cursorSecret });
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    // EMF records are for CloudWatch; on one machine they would only bury the console.
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.endpoint,
    CURSOR_SECRET_NAME: localSecretNames.cursor,
    TABLE_NAME: 'neonkeys',
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    KEY_CIPHER: 'local',
    LOCAL_DATA_DIR: dataDir,
    OBJECT_STORE: 'local',
    LOCAL_SIGNING_SECRET: secrets.objectSigningSecret,
    PUBLIC_BASE_URL: url,
    SITE_TEMPLATE_FILE: join(projectRoot, 'web/dist/index.html'),
    SPA_ORIGIN: url,
    QUEUE_URL_PREORDERS: sqs.queueUrls.preorders,
    QUEUE_URL_SEARCH_INDEX: sqs.queueUrls['search-index'],
    // The local identity service stands in for the Cognito user pool (see docs/architecture.md).
    USER_POOL_ID: localUserPoolId,
    USER_POOL_CLIENT_ID: localClientId,
    LOCAL_IDENTITY_PATH: '/_local/identity',
    // The handlers' own Cognito client (groups, profile attributes) reaches the same service through the SDK's endpoint setting.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${internal}/_local/identity/cognito`,
    HUMAN_VERIFIER: 'local',
    // Write access to the embedded search engine under /1 (the search key is public and fixed).
    LOCAL_ALGOLIA_ADMIN_KEY: secrets.algoliaAdminKey,
    ALGOLIA_HOSTS: internal,
  });
  const [tableState, identity] = await Promise.all([
    ensureTable(dynamo.endpoint, 'neonkeys'),
    createLocalIdentity({ dir: join(dataDir, 'identity'), issuer: `${url}/_local/identity`, spaOrigin: url, log, limits: options.identityLimits }),
  ]);
  // The seed and the start-up reindex are tools and use every adapter; the handlers build their own, as declared.
  const deps = buildToolDeps(readConfig());
  const seed = await seedDemo(deps, identity.users);
  log(`table ${tableState}; ${seed.seeded ? `seeded ${seed.products} products` : 'catalogue already seeded'}`);
  await webReady;

  const server: Server = await startGateway({
    port: options.port,
    identity,
    viewer: { country: options.viewerCountry ?? 'US', city: 'New York' },
    spaOrigin: url,
    objects: { root: join(dataDir, 'objects'), signingSecret: secrets.objectSigningSecret },
    ...(options.withWeb === false ? {} : { serveStatic: await loadStaticSite(join(projectRoot, 'web/dist')) }),
    search: { engine: new SearchEngine(), keys: { adminKey: secrets.algoliaAdminKey } },
  });
  // The embedded engine keeps its indices in memory: fill it from the table's search records (the truth) at every start.
  const reindex = await reindexAll(deps);
  log(`search: ${reindex.records} records per language indexed in ${reindex.durationMs} ms`);
  const poller = startQueuePoller(sqs.client, sqs.queueUrls);

  return {
    url,
    demoAccounts,
    stop: async () => {
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
      await poller.stop();
      await Promise.all([sqs.stop(), dynamo.stop(), secretsManager.stop()]);
      setDeps(undefined);
    },
  };
}

async function prepareWeb(log: (line: string) => void) {
  if (!(await webBuildIsStale(projectRoot))) return;
  log('building the web app…');
  await buildWeb(projectRoot);
}
