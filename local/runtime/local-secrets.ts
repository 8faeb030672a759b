import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface LocalSecrets {
  /** The local reCAPTCHA's secret key, which siteverify checks and tokens are sealed with. */
  recaptchaSecret: string;
  /** The embedded search engine's admin key (writes under /1); the search-only key is public. */
  algoliaAdminKey: string;
  /** Keys this store's pagination cursors, served by the local Secrets Manager as on AWS. */
  cursorSecret: string;
  /** The local Stripe's API key (`sk_test_…`) the handlers' Stripe client sends, and its webhook signing secret. */
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Signs guests' order links. */
  orderLinkSecret: string;
  /** Keys the fingerprints that refuse a key imported twice. */
  keyFingerprintSecret: string;
}

const names: (keyof LocalSecrets)[] = ['recaptchaSecret', 'algoliaAdminKey', 'cursorSecret', 'stripeSecretKey', 'stripeWebhookSecret', 'orderLinkSecret', 'keyFingerprintSecret'];
/** Stripe's keys look like Stripe's own, so nothing that checks a prefix is surprised. */
const prefixes: Partial<Record<keyof LocalSecrets, string>> = { stripeSecretKey: 'sk_test_local_', stripeWebhookSecret: 'whsec_' };
const generate = (name: keyof LocalSecrets) => `${prefixes[name] ?? ''}${randomBytes(32).toString('base64url')}`;

/** Secrets the embedded default generates for itself on first start and keeps under .data/; ones added later are filled in. */
export async function loadLocalSecrets(path: string): Promise<LocalSecrets> {
  let stored: Partial<LocalSecrets> = {};
  try {
    stored = JSON.parse(await readFile(path, 'utf8')) as Partial<LocalSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (names.every((name) => stored[name])) return stored as LocalSecrets;
  const secrets = Object.fromEntries(names.map((name) => [name, stored[name] ?? generate(name)])) as unknown as LocalSecrets;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
