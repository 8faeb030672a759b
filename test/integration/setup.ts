// First, before anything loads the X-Ray SDK: no async hook on every promise for traces nobody records.
import '../../local/runtime/tracing-off';
import { localKmsKey } from '../../local/kms/kms-api';
import { localSecretNames } from '../../local/secrets/secrets-manager';
import { integrationBuckets, integrationRecaptcha } from './twin-settings';
import { services } from './services';

// Every integration test file gets the local stack's wiring: its worker's DynamoDB Local (a table per file), and the
// worker's SQS, Secrets Manager, KMS, S3, reCAPTCHA, Stripe and SES twins, each reached by the handlers' own clients.
const twins = services();
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_ENDPOINT_URL_SQS = twins.sqsEndpoint;
process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = twins.secretsManagerEndpoint;
process.env.CURSOR_SECRET_NAME = 'neonkeys/cursor-secret';
process.env.AWS_REGION = 'us-east-1';
process.env.AWS_ACCESS_KEY_ID = 'local';
process.env.AWS_SECRET_ACCESS_KEY = 'local';
process.env.DYNAMODB_ENDPOINT = twins.dynamoEndpoint;
process.env.TABLE_NAME = `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
process.env.AWS_ENDPOINT_URL_KMS = twins.kmsEndpoint;
process.env.KMS_KEY_ID = localKmsKey.alias;
process.env.AWS_ENDPOINT_URL_S3 = twins.s3Endpoint;
process.env.S3_FORCE_PATH_STYLE = 'true';
process.env.BUCKET_IMAGES = integrationBuckets.images;
process.env.BUCKET_EXPORTS = integrationBuckets.exports;
process.env.BUCKET_SITEMAPS = integrationBuckets.sitemaps;
process.env.BUCKET_SITE = integrationBuckets.site;
process.env.QUEUE_URL_PREORDERS = twins.queueUrls.preorders!;
process.env.QUEUE_URL_SEARCH_INDEX = twins.queueUrls['search-index']!;
process.env.QUEUE_URL_ORDERS = twins.queueUrls.orders!;
process.env.QUEUE_URL_TRACKING = twins.queueUrls.tracking!;
process.env.QUEUE_URL_EXPORTS = twins.queueUrls.exports!;
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
process.env.STRIPE_API_URL = twins.stripeEndpoint;
process.env.ORDER_LINK_SECRET_NAME = localSecretNames.orderLinks;
process.env.KEY_FINGERPRINT_SECRET_NAME = localSecretNames.keyFingerprints;
process.env.AWS_ENDPOINT_URL_SESV2 = twins.sesEndpoint;
process.env.RETURN_ORIGINS = 'https://shop.test';
process.env.RECAPTCHA_VERIFY_URL = `${twins.recaptchaEndpoint}/api/siteverify`;
