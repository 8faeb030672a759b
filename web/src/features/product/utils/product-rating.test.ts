import { describe, expect, it } from 'vitest';
import { productScore, scoreToStars } from './product-rating';

describe('productScore', () => {
  it.each([
    ['the reviews average when reviewed', { rating: 80, reviewCount: 3, averageRating: 94 }, 94],
    ['the catalogue rating without reviews', { rating: 80, reviewCount: 0, averageRating: null }, 80],
    ['the 4.5-star fallback without either', { rating: null, reviewCount: 0, averageRating: null }, 90],
  ])('takes %s', (_case, product, expected) => {
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
