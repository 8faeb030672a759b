import * as z from 'zod';

/** Runtime settings from the environment: Lambda gets them from CDK, the embedded default from bin/start. */
const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  /** The customer-managed key that wraps product-key data keys (key ARN on AWS, the local KMS's alias on one machine). */
  KMS_KEY_ID: z.string().optional(),
  /**
   * Path-style S3 addressing, for an S3 endpoint that is not AWS's own (the local S3 on one machine, reached through
   * AWS_ENDPOINT_URL_S3); virtual-hosted style otherwise, as AWS recommends.
   */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  BUCKET_IMAGES: z.string().default('images'),
  BUCKET_EXPORTS: z.string().default('exports'),
  BUCKET_SITEMAPS: z.string().default('sitemaps'),
  /** The SPA's bucket, whose index.html wraps server-rendered pages (AWS). */
  BUCKET_SITE: z.string().default('site'),
  /** The store's public origin, for the absolute URLs the server writes (sitemaps, canonical links, e-mail links). */
  PUBLIC_BASE_URL: z.url(),
  QUEUE_URL_PREORDERS: z.string().min(1),
  QUEUE_URL_SEARCH_INDEX: z.string().min(1),
  QUEUE_URL_ORDERS: z.string().min(1),
  QUEUE_URL_TRACKING: z.string().min(1),
  QUEUE_URL_EXPORTS: z.string().min(1),
  /** The Secrets Manager secret (name or ARN) holding Stripe's keys as JSON: `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`. */
  STRIPE_SECRET_NAME: z.string().min(1).default('neonkeys/stripe'),
  /** Local only: the local Stripe-compatible service the official client is pointed at (its host, port and protocol). */
  STRIPE_API_URL: z.url().optional(),
  /** The Secrets Manager secret (name or ARN) keying guests' signed order links. */
  ORDER_LINK_SECRET_NAME: z.string().min(1).default('neonkeys/order-link-secret'),
  /** The Secrets Manager secret (name or ARN) keying the HMAC fingerprints that refuse a product key imported twice. */
  KEY_FINGERPRINT_SECRET_NAME: z.string().min(1).default('neonkeys/key-fingerprint-secret'),
  /** Who hears that a variant's key pool fell under its low-stock threshold or sold out (the staff mailbox). */
  STOCK_ALERT_EMAIL: z.string().email().default('staff@neonkeys.local'),
  /** The SES identity order e-mails are sent from. */
  EMAIL_FROM: z.string().min(3).default('NeonKeys <orders@neonkeys.local>'),
  /** Origins a checkout may send the shopper back to after paying, comma-separated; PUBLIC_BASE_URL always is one. */
  RETURN_ORIGINS: z.string().default(''),
  /** Days after delivery in which a buyer may refund an unrevealed key. */
  REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Days after a pre-order's expected delivery date before a still-waiting entry is refunded automatically. */
  PREORDER_REFUND_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  SPA_ORIGIN: z.string().default('http://localhost:3000'),
  /** The user pool (Cognito on AWS, `local_neonkeys` locally); on AWS its groups mirror role records. */
  USER_POOL_ID: z.string().optional(),
  /** The SPA's app client, for `GET /api/auth/config`. */
  USER_POOL_CLIENT_ID: z.string().optional(),
  /** Local only: where the local identity service (Cognito's API, the Google stand-in) answers on the page's own origin. */
  LOCAL_IDENTITY_PATH: z.string().optional(),
  /** AWS only: the user pool's hosted UI (`https://…amazoncognito.com`), where Google sign-in starts. */
  AUTH_DOMAIN: z.string().url().optional(),
  /** The Secrets Manager secret (name or ARN) holding the reCAPTCHA secret key as plain text. */
  RECAPTCHA_SECRET_ARN: z.string().optional(),
  /** The reCAPTCHA v3 site key the SPA loads the script with (public). */
  RECAPTCHA_SITE_KEY: z.string().optional(),
  /** Where tokens are verified: Google's siteverify; the local reCAPTCHA's on one machine. */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** AWS: the Algolia application the search indices live in. */
  ALGOLIA_APP_ID: z.string().optional(),
  /** AWS: Algolia's search-only key, handed to the SPA by `GET /api/search/config` (public by design). */
  ALGOLIA_SEARCH_KEY: z.string().optional(),
  /** AWS: the Secrets Manager secret (name or ARN) holding the Algolia admin key, for the index writers only. */
  ALGOLIA_ADMIN_KEY_SECRET: z.string().optional(),
  /** Local only: the embedded engine's write key (from .data/local-secrets.json); with ALGOLIA_HOSTS, search writes go there. */
  LOCAL_ALGOLIA_ADMIN_KEY: z.string().optional(),
  /** Origins the search writers call instead of Algolia's own hosts, comma-separated (the local gateway's engine). */
  ALGOLIA_HOSTS: z.string().optional(),
  /** Search-log requests one address may make per minute (a fixed window); the SPA sends a batch every few seconds at most. */
  SEARCH_LOG_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Where the Performance Monitor reads the API's metrics: this process's collector (one machine) or CloudWatch (AWS). */
  PERFORMANCE_SOURCE: z.enum(['in-process', 'cloudwatch']).default('in-process'),
  /** The machine-translation service behind Auto-translate Missing: Amazon Translate on AWS (set by the stack), none on one machine. */
  MACHINE_TRANSLATION: z.enum(['none', 'amazon-translate']).default('none'),
  /** The search plan's monthly operations (Algolia's Usage API reports use, not the plan), for the Search Quota card. */
  SEARCH_OPERATIONS_QUOTA: z.coerce.number().int().min(1).default(100_000),
  /** Tracking batches one session may send per minute (the browser sends one every few seconds at most, and on hide). */
  TRACK_LIMIT_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Tracking batches one address may send per minute: many visitors share an office's or a carrier's address. */
  TRACK_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Days a raw tracking event is kept before the table's TTL removes it. */
  TRACK_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days a visitor session and its journey are kept. */
  TRACK_SESSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  /** The Secrets Manager secret (name or ARN) whose value keys the pagination cursors of this deployment. */
  CURSOR_SECRET_NAME: z.string().min(1).default('neonkeys/cursor-secret'),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /** How long a caller's role is cached; a revoked role stops working within this (and the 60 s the issue allows). */
  ROLE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
  /** Where the scheduled refresh reads USD reference rates (a Frankfurter-compatible JSON endpoint). */
  CURRENCY_RATES_URL: z.string().url().default('https://api.frankfurter.app/latest?from=USD&to=EUR,GBP,JPY,CAD,AUD'),
});

export type Config = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  return parsed.data;
}
