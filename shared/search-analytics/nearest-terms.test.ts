import { describe, expect, it } from 'vitest';
import { editDistance, nearestQueries, vocabularyOf } from './nearest-terms';

describe('nearest terms for zero-result queries', () => {
  it.each([
    ['steam', 'steam', 0],
    ['stema', 'steam', 1],
    ['riftbron', 'riftborn', 1],
    ['xbox', 'xbix', 1],
    ['kitten', 'sitting', 3],
  ])('counts %s to %s as %i edits, a swap as one', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('stops counting once the distance passes the limit', () => {
    expect(editDistance('playstation', 'nintendo', 2)).toBe(3);
  });

  const vocabulary = vocabularyOf(['Steam Wallet Gift Card', 'Riftborn Chronicles', 'Xbox Game Pass Ultimate']);

  it('rewrites the misspelt words of a query with the nearest catalogue words, keeping the known ones', () => {
    expect(nearestQueries('stema wallet', vocabulary)[0]).toBe('steam wallet');
    expect(nearestQueries('riftbron', vocabulary)).toEqual(['riftborn']);
  });

  it('suggests nothing when no word is near the catalogue', () => {
    expect(nearestQueries('zzzzqqq', vocabulary)).toEqual([]);
    expect(nearestQueries('steam wallet', vocabulary)).toEqual([]);
  });
});
