import { provider } from '../../wiring/provider';
import { searchIndexFromConfig } from './search-index-from-config';

/** The search engine's writer: Algolia on AWS, the embedded engine behind the local gateway on one machine. */
export const searchIndexProvider = provider({
  name: 'searchIndex',
  requires: 'the search admin key (secrets)',
  allows: (n) => n.secrets?.includes('search-admin-key') ?? false,
  build: (config) => searchIndexFromConfig(config),
});
