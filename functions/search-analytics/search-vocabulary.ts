import { vocabularyOf } from '../../shared/search-analytics/nearest-terms';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';

/** Products whose names make the vocabulary: the newest on sale, a bounded Query (a catalogue's words repeat). */
const vocabularyProducts = 2_000;
const cache = new TtlCache<string[]>(10 * 60_000, { maxEntries: 1, staleWhileRevalidateMs: 60 * 60_000 });

const typeWords = ['key', 'keys', 'game', 'games', 'account', 'accounts', 'gift', 'card', 'cards', 'subscription', 'dlc', 'software', 'wallet'];

/**
 * The index's vocabulary for zero-result suggestions: the words of the names of the products on sale (what the search
 * index holds as names) and the product-type words, cached ten minutes.
 */
export function searchVocabulary(deps: Pick<Deps, 'store'>): Promise<string[]> {
  return cache.get('vocabulary', async () => {
    const { data } = await deps.store.entities.product.query.activeByNewest({}).go({ limit: vocabularyProducts, order: 'desc', attributes: ['name'] });
    return vocabularyOf([...data.map((p) => p.name), ...typeWords]);
  });
}
