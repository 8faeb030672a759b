import { describe, expect, it } from 'vitest';
import { suggestKeywords } from './keyword-suggestions';

describe('keyword suggestions', () => {
  it('offers what shoppers search first, then the name, its words, platforms, type and category, at most 8', () => {
    const suggestions = suggestKeywords({
      name: 'Starfall Odyssey',
      productType: 'key',
      category: 'games',
      platforms: ['Steam', 'Xbox'],
      popularQueries: ['starfall odyssey deluxe'],
      existing: [],
    });

    expect(suggestions).toEqual(['starfall odyssey deluxe', 'starfall odyssey', 'starfall', 'odyssey', 'steam', 'starfall steam', 'xbox', 'starfall xbox']);
  });

  it('leaves out keywords the product has, however they are written', () => {
    const suggestions = suggestKeywords({ name: 'Lantern Vale', productType: 'gift_card', platforms: [], popularQueries: [], existing: [' LANTERN '] });

    expect(suggestions).toEqual(['lantern vale', 'vale', 'gift card']);
  });
});
