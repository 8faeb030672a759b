import { describe, expect, it } from 'vitest';
import { productScore, scoreToStars } from './product-rating';

describe('productScore', () => {
  it.each([
    ['the reviews average when reviewed', { reviewCount: 3, averageRating: 94 }, 94],
    ['no score without reviews (no fallback, no catalogue rating)', { reviewCount: 0, averageRating: null }, null],
    ['no score when the counters disagree', { reviewCount: 0, averageRating: 80 }, null],
  ])('gives %s', (_case, product, expected) => {
    expect(productScore(product)).toBe(expected);
  });
});

describe('scoreToStars', () => {
  it.each([
    [90, 4.5],
    [94, 4.7],
    [100, 5],
    [0, 0],
    [130, 5],
  ])('shows a score of %i as %s stars', (score, stars) => {
    expect(scoreToStars(score)).toBe(stars);
  });
});
