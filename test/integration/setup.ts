// First, before anything loads the X-Ray SDK: no async hook on every promise for traces nobody records.
import '../../local/runtime/tracing-off';
import { inject } from 'vitest';
import { localKmsKey } from '../../local/kms/kms-api';
import { localSecretNames } from '../../local/secrets/secrets-manager';
import { integrationBuckets, integrationRecaptcha } from './twin-settings';

// Every integration test file gets the local stack's wiring: DynamoDB Local (a table per file), and the local SQS,
// Secrets Manager, KMS, S3 and reCAPTCHA of the whole run, each reached by the handlers' own clients.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_ENDPOINT_URL_SQS = inject('sqsEndpoint');
process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = inject('secretsManagerEndpoint');
process.env.CURSOR_SECRET_NAME = 'neonkeys/cursor-secret';
process.env.AWS_REGION = 'us-east-1';
process.env.AWS_ACCESS_KEY_ID = 'local';
process.env.AWS_SECRET_ACCESS_KEY = 'local';
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
process.env.AWS_ENDPOINT_URL_KMS = inject('kmsEndpoint');
process.env.KMS_KEY_ID = localKmsKey.alias;
process.env.AWS_ENDPOINT_URL_S3 = inject('s3Endpoint');
process.env.S3_FORCE_PATH_STYLE = 'true';
process.env.BUCKET_IMAGES = integrationBuckets.images;
process.env.BUCKET_EXPORTS = integrationBuckets.exports;
process.env.BUCKET_SITEMAPS = integrationBuckets.sitemaps;
process.env.BUCKET_SITE = integrationBuckets.site;
process.env.QUEUE_URL_PREORDERS = inject('queueUrls').preorders!;
process.env.QUEUE_URL_SEARCH_INDEX = inject('queueUrls')['search-index']!;
process.env.QUEUE_URL_ORDERS = inject('queueUrls').orders!;
process.env.QUEUE_URL_TRACKING = inject('queueUrls').tracking!;
process.env.QUEUE_URL_EXPORTS = inject('queueUrls').exports!;
process.env.IP_DOCUMENTATION_RANGES = 'true';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.POWERTOOLS_TRACE_ENABLED = 'false';
process.env.POWERTOOLS_LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'SILENT';
process.env.SPA_ORIGIN = 'https://shop.test';
process.env.PUBLIC_BASE_URL = 'https://shop.test';
process.env.CATALOG_CACHE_MS = '0';
process.env.ROLE_CACHE_MS = '0';
// The identity settings local-stack gives the handlers: the local identity service stands in for Cognito.
process.env.USER_POOL_ID = 'local_neonkeys';
process.env.USER_POOL_CLIENT_ID = 'neonkeys-local-spa';
process.env.LOCAL_IDENTITY_PATH = '/_local/identity';
process.env.RECAPTCHA_SITE_KEY = integrationRecaptcha.siteKey;
process.env.RECAPTCHA_SCRIPT_URL = '/_local/recaptcha/api.js';
process.env.RECAPTCHA_SECRET_ARN = localSecretNames.recaptcha;
process.env.STRIPE_SECRET_NAME = localSecretNames.payments;
process.env.STRIPE_API_URL = inject('stripeEndpoint');
process.env.ORDER_LINK_SECRET_NAME = localSecretNames.orderLinks;
process.env.KEY_FINGERPRINT_SECRET_NAME = localSecretNames.keyFingerprints;
process.env.AWS_ENDPOINT_URL_SESV2 = inject('sesEndpoint');
process.env.RETURN_ORIGINS = 'https://shop.test';
process.env.RECAPTCHA_VERIFY_URL = `${inject('recaptchaEndpoint')}/api/siteverify`;
