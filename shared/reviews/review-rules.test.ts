import { describe, expect, it } from 'vitest';
import { draftProblems, pointsFromText, reviewRatings, starsToRating, type ReviewDraft } from './review-rules';

const valid: ReviewDraft = { stars: 4, comment: 'Worked at once, great value.', pros: 'Fast\nCheap', cons: '' };

describe('review rules', () => {
  it('stores one to five stars as the 0–100 rating, twenty points a star', () => {
    expect([1, 2, 3, 4, 5].map(starsToRating)).toEqual([20, 40, 60, 80, 100]);
    expect(reviewRatings).toEqual([20, 40, 60, 80, 100]);
  });

  it('reads pros and cons one per line, trimmed, without the empty lines', () => {
    expect(pointsFromText('  Fast delivery \r\n\n Cheap\r  \nWorks ')).toEqual(['Fast delivery', 'Cheap', 'Works']);
    expect(pointsFromText('   \n ')).toEqual([]);
  });

  it('finds nothing wrong with a complete draft', () => {
    expect(draftProblems(valid)).toEqual({});
  });

  it.each<[string, Partial<ReviewDraft>, ReturnType<typeof draftProblems>]>([
    ['no star chosen', { stars: 0 }, { rating: 'rating' }],
    ['six stars', { stars: 6 }, { rating: 'rating' }],
    ['a comment of nine characters after trimming', { comment: '  123456789  ' }, { comment: 'commentShort' }],
    ['a comment of 2001 characters', { comment: 'x'.repeat(2001) }, { comment: 'commentLong' }],
    ['six pros', { pros: 'a\nb\nc\nd\ne\nf' }, { pros: 'tooManyPoints' }],
    ['a con of 121 characters', { cons: 'y'.repeat(121) }, { cons: 'pointLong' }],
  ])('refuses %s', (_case, change, expected) => {
    expect(draftProblems({ ...valid, ...change })).toEqual(expected);
  });

  it('accepts the limits themselves: ten and 2000 characters, five points of 120', () => {
    expect(draftProblems({ ...valid, comment: 'x'.repeat(10), pros: Array(5).fill('p'.repeat(120)).join('\n') })).toEqual({});
    expect(draftProblems({ ...valid, comment: 'x'.repeat(2000) })).toEqual({});
  });
});
