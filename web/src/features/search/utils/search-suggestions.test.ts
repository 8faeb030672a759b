import { describe, expect, it } from 'vitest';
import { buildSuggestions, highlightName, matchParts } from './search-suggestions';

const hit = (name: string, objectID = name, platform = 'Steam') => ({ name, objectID, platform: { name: platform, code: platform.toLowerCase() } });

describe('name suggestions', () => {
  it('lists each name once, keeping the first hit that has it', () => {
    const hits = [hit('Steam Gift Card', 'v1'), hit('Steam Gift Card', 'v2'), hit('steam gift card', 'v3')];

    expect(buildSuggestions(hits, 'steam', 'en').map((s) => s.objectID)).toEqual(['v1']);
  });

  it('leaves out names that do not contain the query, whatever the case', () => {
    const hits = [hit('Steam Gift Card'), hit('Stem Cell Game'), hit('My STEAM Wallet')];

    expect(buildSuggestions(hits, 'Steam', 'en').map((s) => s.name)).toEqual(['Steam Gift Card', 'My STEAM Wallet']);
  });

  it('offers at most 8', () => {
    const hits = Array.from({ length: 12 }, (_, i) => hit(`Card ${i}`));

    expect(buildSuggestions(hits, 'card', 'en')).toHaveLength(8);
  });

  it.each([
    ['starts with the query', 'Steam Gift Card', 0.9],
    ['starts with the query in another case', 'STEAM Gift Card', 0.9],
    ['only contains the query', 'Gift Card for Steam', 0.7],
  ])('gives confidence %s → %s', (_case, name, confidence) => {
    expect(buildSuggestions([hit(name)], 'steam', 'en')[0]?.confidence).toBe(confidence);
  });

  it('carries name, id, platform, language and the product type', () => {
    expect(buildSuggestions([hit('Tarjeta de regalo Steam', 'v9')], 'tarjeta', 'es')[0]).toEqual({
      name: 'Tarjeta de regalo Steam',
      objectID: 'v9',
      platform: 'Steam',
      highlightedName: '<mark>Tarjeta</mark> de regalo Steam',
      confidence: 0.9,
      language: 'es',
      type: 'product',
    });
  });

  it('offers nothing for a blank query', () => {
    expect(buildSuggestions([hit('Steam')], '  ', 'en')).toEqual([]);
  });
});

describe('highlighting a name', () => {
  it.each([
    ['marks every occurrence, keeping the name’s case', 'Card of cards', 'card', '<mark>Card</mark> of <mark>card</mark>s'],
    ['takes regular-expression characters literally', 'C++ (Deluxe) $10', '(deluxe)', 'C++ <mark>(Deluxe)</mark> $10'],
    ['takes a dot literally', 'v1.5 and v105', '1.5', 'v<mark>1.5</mark> and v105'],
    ['escapes HTML in the name and the query', '<b>Tom & Jerry</b>', '& j', '&lt;b&gt;Tom <mark>&amp; J</mark>erry&lt;/b&gt;'],
    ['leaves a name without the query unmarked', 'Fortnite', 'xbox', 'Fortnite'],
  ])('%s', (_case, name, query, html) => {
    expect(highlightName(name, query)).toBe(html);
  });

  it('splits a name into matching and other parts', () => {
    expect(matchParts('Xbox Game Pass', 'game')).toEqual([
      { text: 'Xbox ', match: false },
      { text: 'Game', match: true },
      { text: ' Pass', match: false },
    ]);
  });
});
