import { describe, expect, it } from 'vitest';
import { reviewerName } from './reviewer-name';

describe('the name a review is signed with', () => {
  it.each([
    ['the full name, trimmed', { fullName: '  Ana Silva ', email: 'ana@example.com' }, 'Ana Silva'],
    ["the e-mail's local part when there is no name", { fullName: '', email: 'gamer42@example.com' }, 'gamer42'],
    ['the fallback, never a phone number, for a phone-only account', { fullName: null, email: null }, 'Account'],
  ])('is %s', (_case, profile, expected) => {
    expect(reviewerName(profile)).toBe(expected);
  });
});
