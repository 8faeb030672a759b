import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { indexName, searchLanguages } from '../../shared/search/index-names';
import { primaryIndexSettings } from '../../shared/search/index-settings';
import { relevanceCases } from './relevance-cases';
import { relevanceRecords } from './relevance-catalogue';
import { searchParams, type TopHit } from './search-params';

// In-process and fast: the engine over the fixed catalogue, no database (it sits with the integration tests
// only because the unit project collects tests beside the code).
const engine = new SearchEngine();
for (const language of searchLanguages) {
  engine.setSettings(indexName(language), primaryIndexSettings(language));
  engine.batch(indexName(language), relevanceRecords(language).map((body) => ({ action: 'addObject' as const, body: { ...body } })));
}

describe('the local engine ranks the relevance table as expected', () => {
  it.each(relevanceCases)('$language "$query" $filters → $top', (c) => {
    const { hits } = engine.search(indexName(c.language), searchParams(c)) as unknown as { hits: TopHit[] };

    expect(hits[0]?.name).toBe(c.top);
    if (c.face) expect(hits[0]?.face_value).toBe(c.face);
    if (c.platform) expect(hits[0]?.platform.code).toBe(c.platform);
    if (c.priceWithin) for (const hit of hits) expect(hit.price.USD).toSatisfy((p: number) => p >= c.priceWithin![0] && p <= c.priceWithin![1]);
  });

  it('holds at least 30 queries across the three languages', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(relevanceCases.map((c) => c.language))).toEqual(new Set(searchLanguages));
  });
});
