import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Config } from '../../config';
import { AlgoliaSearchIndex } from './algolia-search-index';
import { algoliaHost } from './algolia-host';

export { algoliaHost };
import { SearchIndexNotConfiguredError, type SearchIndex } from './search-index';

/**
 * Algolia with the admin key from Secrets Manager on AWS; the embedded engine behind the local gateway on one
 * machine. With neither configured (unit and integration tests that never search) every write fails loudly.
 */
export function searchIndexFromConfig(config: Config, secrets: () => SecretsManagerClient = () => new SecretsManagerClient({})): SearchIndex {
  if (config.ALGOLIA_APP_ID && config.ALGOLIA_ADMIN_KEY_SECRET) {
    const secretId = config.ALGOLIA_ADMIN_KEY_SECRET;
    return new AlgoliaSearchIndex({ appId: config.ALGOLIA_APP_ID, apiKey: () => readSecret(secrets(), secretId) });
  }
  if (config.LOCAL_ALGOLIA_ADMIN_KEY && config.ALGOLIA_HOSTS) {
    const key = config.LOCAL_ALGOLIA_ADMIN_KEY;
    return new AlgoliaSearchIndex({ appId: 'local', apiKey: () => Promise.resolve(key), hosts: config.ALGOLIA_HOSTS.split(',').map(algoliaHost) });
  }
  return unconfigured;
}

async function readSecret(client: SecretsManagerClient, secretId: string): Promise<string> {
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!out.SecretString) throw new Error(`Secret ${secretId} holds no string`);
  return out.SecretString.trim();
}

const fail = () =>
  Promise.reject(new SearchIndexNotConfiguredError('No search index: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY_SECRET (AWS) or LOCAL_ALGOLIA_ADMIN_KEY and ALGOLIA_HOSTS (local)'));
const unconfigured: SearchIndex = { apply: fail, setSettings: fail, replaceSynonyms: fail, replaceAll: fail, recordCounts: fail, usage: fail };
