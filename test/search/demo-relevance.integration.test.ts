import { describe, expect, it } from 'vitest';
import { indexName, searchLanguages } from '../../shared/search/index-names';
import { buildSearchRequest } from '../../shared/search/search-request';
import { demoRelevanceCases } from './demo-relevance-cases';
import { demoSearchEngine, demoSearchRecords } from './demo-search-index';
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

describe('editions and options in each language (issue 37)', () => {
  const products = (language: (typeof searchLanguages)[number], query: string) => {
    const request = buildSearchRequest({ kind: 'page', query, filters: 'in_stock:true', language });
    const { hits } = engine.search(indexName(language), { ...request, hitsPerPage: 1000 }) as unknown as { hits: { slug: string }[] };
    return hits.map((hit) => hit.slug);
  };

  it.each([
    ['en', 'deluxe edition'],
    ['es', 'edición deluxe'],
    ['pt', 'edição deluxe'],
  ] as const)('finds every product with a Deluxe Edition in stock in %s for "%s"', (language, query) => {
    const deluxe = new Set(demoSearchRecords(language).filter((r) => r.face_value === 'Deluxe Edition' && r.in_stock).map((r) => r.slug));

    const found = new Set(products(language, query));

    expect(deluxe.size).toBeGreaterThan(10);
    expect([...deluxe].filter((slug) => !found.has(slug))).toEqual([]);
  });

  it.each([
    ['en', 'expansion'],
    ['es', 'expansión'],
    ['pt', 'expansão'],
  ] as const)('ranks every expansion before the season passes and operator packs in %s for "%s"', (language, query) => {
    const expansions = new Set(demoSearchRecords(language).filter((r) => r.face_value === 'Expansion' && r.in_stock).map((r) => r.slug));

    const ranked = products(language, query);

    expect(expansions.size).toBe(3);
    expect(new Set(ranked.slice(0, expansions.size))).toEqual(expansions);
  });
});
