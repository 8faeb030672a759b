import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { logger } from '../../lib/http/logger';
import { loadAsnDatabase, type AsnRecord } from './asn-database';
import { CachedIpIntelligence } from './cached-ip-intelligence';
import { FallbackIpIntelligence } from './fallback-ip-intelligence';
import type { IpIntelligence } from './ip-intelligence';
import type { IpIntelligenceSettings } from './ip-intelligence-settings';
import { MaxmindIpIntelligence, type MaxmindCredentials } from './maxmind-ip-intelligence';
import { OfflineIpIntelligence } from './offline-ip-intelligence';
import type { RangeTable } from './range-table';
import { shippedLists } from './shipped-lists';

const databases = new Map<string, Promise<RangeTable<AsnRecord> | null>>();

/** The ASN database, loaded once per process however many adapters ask; null (logged) when it cannot be read. */
function asnDatabaseOnce(directory: string | undefined): Promise<RangeTable<AsnRecord> | null> {
  const key = directory ?? '';
  let loading = databases.get(key);
  if (!loading) {
    const started = performance.now();
    loading = loadAsnDatabase(directory).then(
      (table) => (logger.info('ASN database loaded', { ranges: table.size, ms: Math.round(performance.now() - started) }), table),
      (error: unknown) => (logger.error('No ASN database: IP verdicts rest on the shipped lists alone', { error }), null),
    );
    databases.set(key, loading);
  }
  return loading;
}

async function maxmindCredentials(secretName: string): Promise<MaxmindCredentials> {
  const credentials = await getSecret<MaxmindCredentials>(secretName, { transform: 'json', maxAge: 3600 });
  if (!credentials) throw new Error(`The secret ${secretName} is empty`);
  return credentials;
}

/** The IP lookup the settings choose, behind the verdict cache: MaxMind with the offline lists as fallback, or the lists alone. */
export function ipIntelligenceFromSettings(settings: IpIntelligenceSettings): IpIntelligence {
  const offline = new OfflineIpIntelligence(shippedLists({ documentationRanges: settings.IP_DOCUMENTATION_RANGES }), () => asnDatabaseOnce(settings.IP_ASN_DATABASE_DIR));
  const chosen =
    settings.IP_INTELLIGENCE_PROVIDER === 'maxmind'
      ? new FallbackIpIntelligence(
          new MaxmindIpIntelligence(() => maxmindCredentials(settings.MAXMIND_SECRET_NAME), { timeoutMs: settings.IP_PROVIDER_TIMEOUT_MS }),
          offline,
          settings.IP_PROVIDER_TIMEOUT_MS,
          logger,
        )
      : offline;
  return new CachedIpIntelligence(chosen, { ttlMs: settings.IP_VERDICT_CACHE_MS, maxEntries: settings.IP_VERDICT_CACHE_ENTRIES });
}
