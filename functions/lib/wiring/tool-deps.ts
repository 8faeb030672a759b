import { humanVerifierProvider } from '../adapters/human-verifier/human-verifier-provider';
import { identityDirectoryProvider } from '../adapters/identity-directory/identity-directory-provider';
import { keyCipherProvider } from '../adapters/kms/key-cipher-provider';
import { objectsProvider } from '../adapters/object-store/objects-provider';
import { queuesProvider } from '../adapters/queue/queues-provider';
import { queueDrainsProvider } from '../adapters/queue/queue-drains-provider';
import { machineTranslatorProvider } from '../adapters/machine-translation/machine-translator-provider';
import { performanceSourceProvider } from '../adapters/performance/performance-source-provider';
import { searchIndexProvider } from '../adapters/search-index/search-index-provider';
import { searchReaderProvider } from '../adapters/search-reader/search-reader-provider';
import { siteTemplateProvider } from '../adapters/site-template/site-template-provider';
import { readConfig, type Config } from '../config';
import { buildDeps, type Deps } from '../deps';
import { cursorsProvider } from '../pagination/cursors-provider';
import { mailerProvider } from '../adapters/mailer/mailer-provider';
import { paymentsProvider } from '../adapters/payments/payments-provider';
import { guestLinksProvider } from '../../orders/guest-links-provider';
import { keyFingerprinterProvider } from '../../inventory/key-fingerprinter-provider';

/** Every provider: for tools (the seed, the reindex) and tests, never imported by a handler, so never in a function's bundle. */
export const allProviders = [
  keyCipherProvider,
  queuesProvider,
  queueDrainsProvider,
  performanceSourceProvider,
  machineTranslatorProvider,
  objectsProvider,
  siteTemplateProvider,
  identityDirectoryProvider,
  humanVerifierProvider,
  searchIndexProvider,
  searchReaderProvider,
  cursorsProvider,
  paymentsProvider,
  mailerProvider,
  guestLinksProvider,
  keyFingerprinterProvider,
];

/** Every adapter over the configured table, unscoped. */
export const buildToolDeps = (config: Config = readConfig()): Deps => buildDeps(config, undefined, allProviders);
