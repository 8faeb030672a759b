import { describe, expect, it } from 'vitest';
import { reviewDraftSchema } from './review-request';

const body = { rating: 80, comment: 'Worked at once, great value.', pros: ['Fast'], cons: [] };
const problems = (value: unknown) => reviewDraftSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the review request', () => {
  it('takes a draft with whole-star ratings, trimming the text, and defaults missing pros and cons to none', () => {
    expect(reviewDraftSchema.parse({ rating: 100, comment: '  Works.\nFast too.  ' })).toEqual({ rating: 100, comment: 'Works.\nFast too.', pros: [], cons: [] });
  });

  it.each([
    ['a rating between stars', { ...body, rating: 73 }, 'rating: Choose 1 to 5 stars (a rating of 20, 40, 60, 80, 100)'],
    ['no rating', { ...body, rating: 0 }, 'rating: Choose 1 to 5 stars (a rating of 20, 40, 60, 80, 100)'],
    ['a short comment', { ...body, comment: ' too short ' }, 'comment: Write at least 10 characters'],
    ['a control character in the comment', { ...body, comment: 'Great value\u0007 indeed' }, 'comment: Text contains a control character'],
    ['a line break in a pro', { ...body, pros: ['Fast\nCheap'] }, 'pros.0: Text contains a tab or line break'],
    ['a blank con', { ...body, cons: ['   '] }, 'cons.0: A pro or con cannot be empty'],
    ['six cons', { ...body, cons: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'cons: List at most 5 cons'],
    ['an author in the body', { ...body, userId: 'someone-else' }, ': Unrecognized key: "userId"'],
  ])('refuses %s', (_case, value, expected) => {
    expect(problems(value)).toContain(expected);
  });
});
