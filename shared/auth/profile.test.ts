import { describe, expect, it } from 'vitest';
import { profileFromAttributes, profileUpdateSchema, type IdentityAttributes, type Profile } from './profile';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('the profile a new account starts with', () => {
  it.each<[string, IdentityAttributes, Partial<Profile>]>([
    [
      'an e-mail sign-up',
      { sub: 'u1', email: 'Ada@Example.test', name: ' Ada  Lovelace ', 'custom:country': 'gb' },
      { fullName: 'Ada Lovelace', username: 'ada', email: 'ada@example.test', country: 'GB', phone: null },
    ],
    [
      'a Google account with given and family names',
      { sub: 'u2', email: 'grace@example.test', given_name: 'Grace', family_name: 'Hopper' },
      { fullName: 'Grace Hopper', username: 'grace', country: null },
    ],
    ['a phone sign-in', { sub: 'u3', phone_number: '+14155550123' }, { fullName: null, username: '+14155550123', email: null, phone: '+14155550123' }],
    ['an unlisted country', { sub: 'u4', email: 'x@example.test', 'custom:country': 'ZZ' }, { country: null }],
  ])('from %s', (_case, attributes, expected) => {
    expect(profileFromAttributes(attributes, now)).toMatchObject({
      userId: attributes.sub,
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      ...expected,
    });
  });

  it('keeps at most 100 characters of a name', () => {
    expect(profileFromAttributes({ sub: 'u5', name: 'x'.repeat(150) }, now).fullName).toHaveLength(100);
  });
});

describe('a profile edit', () => {
  it.each<[string, unknown, boolean]>([
    ['a name, a listed country and an E.164 phone', { fullName: ' Ada ', country: 'gb', phone: '+447911123456' }, true],
    ['no phone', { fullName: 'Ada', country: 'US', phone: null }, true],
    ['a blank name', { fullName: '   ', country: 'US', phone: null }, false],
    ['a name over 100 characters', { fullName: 'x'.repeat(101), country: 'US', phone: null }, false],
    ['an unlisted country', { fullName: 'Ada', country: 'ZZ', phone: null }, false],
    ['a national phone number', { fullName: 'Ada', country: 'US', phone: '4155550123' }, false],
    ['a missing phone field', { fullName: 'Ada', country: 'US' }, false],
    ['an extra field', { fullName: 'Ada', country: 'US', phone: null, email: 'x@example.test' }, false],
  ])('accepts %s: %s', (_case, body, valid) => {
    expect(profileUpdateSchema.safeParse(body).success).toBe(valid);
  });

  it('trims the name and upper-cases the country', () => {
    expect(profileUpdateSchema.parse({ fullName: '  Ada Lovelace ', country: 'pt', phone: null })).toEqual({ fullName: 'Ada Lovelace', country: 'PT', phone: null });
  });
});
