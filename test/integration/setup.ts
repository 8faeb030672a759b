import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

// Every integration test file gets the embedded default's wiring: DynamoDB Local, local SQS, the local
// master key and the file object store, all pointing at per-file locations.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_ENDPOINT_URL_SQS = inject('sqsEndpoint');
process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = inject('secretsManagerEndpoint');
process.env.CURSOR_SECRET_NAME = 'neonkeys/cursor-secret';
process.env.AWS_REGION = 'us-east-1';
process.env.AWS_ACCESS_KEY_ID = 'local';
process.env.AWS_SECRET_ACCESS_KEY = 'local';
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
process.env.KEY_CIPHER = 'local';
process.env.OBJECT_STORE = 'local';
process.env.LOCAL_DATA_DIR = mkdtempSync(join(tmpdir(), 'neonkeys-it-'));
process.env.LOCAL_SIGNING_SECRET = 'integration-signing-secret';
process.env.QUEUE_URL_PREORDERS = inject('queueUrls').preorders!;
process.env.QUEUE_URL_SEARCH_INDEX = inject('queueUrls')['search-index']!;
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'SILENT';
process.env.SPA_ORIGIN = 'https://shop.test';
process.env.PUBLIC_BASE_URL = 'https://shop.test';
process.env.CATALOG_CACHE_MS = '0';
process.env.ROLE_CACHE_MS = '0';
// The identity settings local-stack gives the handlers: the local identity service stands in for Cognito.
process.env.USER_POOL_ID = 'local_neonkeys';
process.env.USER_POOL_CLIENT_ID = 'neonkeys-local-spa';
process.env.LOCAL_IDENTITY_PATH = '/_local/identity';
process.env.HUMAN_VERIFIER = 'local';
