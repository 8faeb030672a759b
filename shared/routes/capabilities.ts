import type { QueueName } from './consumer-table';

/**
 * What one function may touch. Declared once per entry of the route, page, consumer, schedule and trigger tables, it
 * drives both the function's IAM policy in CDK and which adapters its code can build at run time (locally too, where
 * no IAM stands guard): an adapter a function did not declare throws instead of connecting.
 */
export interface Needs {
  /**
   * The table. `read` (the default): GetItem, BatchGetItem and Query. `write`: those plus PutItem, UpdateItem,
   * DeleteItem, BatchWriteItem and transactions. `put-only`: a single conditional PutItem and no reads. `none`.
   */
  table?: 'read' | 'write' | 'put-only' | 'none';
  /** Product-key envelope encryption with the KMS key: `encrypt` asks for data keys, `decrypt` unwraps them. */
  keys?: readonly ('encrypt' | 'decrypt')[];
  /** Queues the function sends to. */
  sendsTo?: readonly QueueName[];
  /** Queues it looks into (its and its DLQ's attributes) and drains outside their consumer (receive, delete): Force Sync. */
  drains?: readonly 'search-index'[];
  /** The user pool's admin API: `groups` mirrors staff roles, `attributes` writes the name and country back. */
  userPool?: readonly ('groups' | 'attributes')[];
  /** Secrets it reads: the reCAPTCHA secret key, the Algolia admin key, the pagination-cursor secret, Stripe's keys, the guest order-link key, the key-fingerprint key. */
  secrets?: readonly SecretName[];
  /** Sends the buyer's order e-mails through SES. */
  email?: true;
  /** Reads the SPA's index.html from its bucket, to wrap server-rendered pages. */
  siteTemplate?: true;
  /** Queries the search engine with its public search-only key (pages rendered from search results); no IAM. */
  search?: true;
  /** Signs browser uploads (pre-signed POSTs) of product images into the images bucket's `products/` prefix. */
  imageUploads?: true;
  /** Reads the API's metrics back (CloudWatch GetMetricData on AWS): the Performance Monitor. */
  metrics?: true;
  /** Translates texts with the machine-translation service (Amazon Translate's TranslateText on AWS): Auto-translate Missing. */
  machineTranslation?: true;
  /** Read-only reachability checks of the queues, buckets and key, for the health report. */
  probes?: true;
  /**
   * The files buckets it reads (`read`: GetObject, which also signs download links) or writes (`write`: GetObject and
   * PutObject): the search-index exports and the sitemaps.
   */
  files?: Partial<Record<FilesBucket, 'read' | 'write'>>;
}

export const filesBuckets = ['exports', 'sitemaps'] as const;
export type FilesBucket = (typeof filesBuckets)[number];

export const secretNames = ['recaptcha', 'search-admin-key', 'cursor', 'payments', 'order-links', 'key-fingerprints'] as const;
export type SecretName = (typeof secretNames)[number];

export type TableAccess = NonNullable<Needs['table']>;

/** The table access a declaration grants: read-only unless it says otherwise. */
export const tableAccessOf = (needs: Needs | undefined): TableAccess => needs?.table ?? 'read';

/** True when the declaration lets its function change the table. */
export const writesTable = (needs: Needs | undefined): boolean => ['write', 'put-only'].includes(tableAccessOf(needs));

/** One declaration for a handler that several table entries share (the page routes share one function). */
export function mergeNeeds(all: readonly (Needs | undefined)[]): Needs {
  const order: TableAccess[] = ['none', 'put-only', 'read', 'write'];
  const union = <T>(pick: (n: Needs) => readonly T[] | undefined) => [...new Set(all.flatMap((n) => (n ? (pick(n) ?? []) : [])))];
  const tables = all.map(tableAccessOf);
  const table = tables.reduce((widest, t) => (order.indexOf(t) > order.indexOf(widest) ? t : widest), tables[0] ?? 'read');
  return {
    table,
    keys: union((n) => n.keys),
    sendsTo: union((n) => n.sendsTo),
    ...(all.some((n) => n?.drains?.length) ? { drains: union((n) => n.drains) } : {}),
    userPool: union((n) => n.userPool),
    secrets: union((n) => n.secrets),
    ...(all.some((n) => n?.email) ? { email: true as const } : {}),
    ...(all.some((n) => n?.siteTemplate) ? { siteTemplate: true as const } : {}),
    ...(all.some((n) => n?.search) ? { search: true as const } : {}),
    ...(all.some((n) => n?.probes) ? { probes: true as const } : {}),
    ...(all.some((n) => n?.metrics) ? { metrics: true as const } : {}),
    ...(all.some((n) => n?.machineTranslation) ? { machineTranslation: true as const } : {}),
    ...(all.some((n) => n?.imageUploads) ? { imageUploads: true as const } : {}),
    ...(all.some((n) => n?.files) ? { files: mergeFiles(all) } : {}),
  };
}

function mergeFiles(all: readonly (Needs | undefined)[]): NonNullable<Needs['files']> {
  const merged: NonNullable<Needs['files']> = {};
  for (const bucket of filesBuckets) {
    const wants = all.map((n) => n?.files?.[bucket]).filter(Boolean);
    if (wants.length) merged[bucket] = wants.includes('write') ? 'write' : 'read';
  }
  return merged;
}
