import { describe, expect, it } from 'vitest';
import { indexName, searchLanguages } from '../../shared/search/index-names';
import { buildSearchRequest } from '../../shared/search/search-request';
import { demoRelevanceCases } from './demo-relevance-cases';
import { demoSearchEngine } from './demo-search-index';
import { ndcgAt, reciprocalRank } from './relevance-metrics';

// The demo catalogue in the embedded engine with the store's settings and synonyms, asked as the results page asks.
const engine = demoSearchEngine();
const ranked = (language: (typeof searchLanguages)[number], query: string) => {
  const request = buildSearchRequest({ kind: 'page', query, filters: 'in_stock:true', language });
  const { hits } = engine.search(indexName(language), { ...request, hitsPerPage: 10 }) as unknown as { hits: { slug: string; platform: { code: string } }[] };
  return hits;
};

describe('the demo catalogue answers shoppers as they type', () => {
  it.each(demoRelevanceCases)('$language $device $kind "$query" → $top', (c) => {
    const hits = ranked(c.language, c.query);

    expect(c.top).toContain(hits[0]?.slug);
    if (c.platform) expect(hits[0]?.platform.code).toBe(c.platform);
  });

  it('holds at least 150 queries over every case, three languages and both devices', () => {
    expect(demoRelevanceCases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(demoRelevanceCases.map((c) => c.language))).toEqual(new Set(searchLanguages));
    expect(new Set(demoRelevanceCases.map((c) => c.device))).toEqual(new Set(['desktop', 'mobile']));
    expect(new Set(demoRelevanceCases.map((c) => c.kind)).size).toBe(9);
  });

  it('ranks the right answers high: MRR and nDCG@10 over the table', () => {
    const scores = demoRelevanceCases.map((c) => {
      const slugs = ranked(c.language, c.query).map((h) => h.slug);
      return { rr: reciprocalRank(slugs, new Set(c.top)), ndcg: ndcgAt(slugs, new Set(c.top), new Set(c.also)) };
    });
    const mrr = scores.reduce((s, x) => s + x.rr, 0) / scores.length;
    const ndcg = scores.reduce((s, x) => s + x.ndcg, 0) / scores.length;
    console.info(`relevance: ${scores.length} queries, MRR ${mrr.toFixed(3)}, nDCG@10 ${ndcg.toFixed(3)}`);
    expect(mrr).toBe(1);
    expect(ndcg).toBeGreaterThan(0.9);
  });
});
