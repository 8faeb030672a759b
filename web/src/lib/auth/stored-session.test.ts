import { describe, expect, it } from 'vitest';
import { fakeJwt, memoryStorage } from './session-storage.factory';
import { findStoredSession } from './session-store';
import { clearStoredSession, jwtClaims, secondsLeft, userFromClaims } from './stored-session';

const prefix = 'CognitoIdentityServiceProvider.neonkeys-local-spa';

describe('finding the session Amplify stored', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['nothing stored', {}, false],
    ['only other keys', { 'preferred-language': 'es' }, false],
    ['a last user with a refresh token', { [`${prefix}.LastAuthUser`]: 'u1', [`${prefix}.u1.refreshToken`]: 'r' }, true],
    ['a last user with only an access token', { [`${prefix}.LastAuthUser`]: 'u1', [`${prefix}.u1.accessToken`]: 'a' }, true],
    ['a last user whose tokens were cleared', { [`${prefix}.LastAuthUser`]: 'u1' }, false],
    ['tokens of another user than the last one', { [`${prefix}.LastAuthUser`]: 'u2', [`${prefix}.u1.refreshToken`]: 'r' }, false],
    ['a username with dots (an email)', { [`${prefix}.LastAuthUser`]: 'a.b@c.d', [`${prefix}.a.b@c.d.refreshToken`]: 'r' }, true],
  ])('%s: found %s', (_case, entries, found) => {
    expect(findStoredSession(memoryStorage(entries)) !== null).toBe(found);
  });

  it("returns the last user's ID token", () => {
    const storage = memoryStorage({ [`${prefix}.LastAuthUser`]: 'u1', [`${prefix}.u1.refreshToken`]: 'r', [`${prefix}.u1.idToken`]: 'id-token' });

    expect(findStoredSession(storage)).toBe('id-token');
  });

  it('clears every Amplify entry and leaves the rest', () => {
    const storage = memoryStorage({ [`${prefix}.LastAuthUser`]: 'u1', [`${prefix}.u1.refreshToken`]: 'r', 'preferred-language': 'es' });

    clearStoredSession(storage);

    expect(storage.length).toBe(1);
    expect(storage.getItem('preferred-language')).toBe('es');
  });
});

describe('reading the user from ID token claims', () => {
  it('decodes the payload, non-ASCII names included', () => {
    expect(jwtClaims(fakeJwt({ sub: 'u1', name: 'José Álvarez' }))).toEqual({ sub: 'u1', name: 'José Álvarez' });
  });

  it.each([null, undefined, '', 'not-a-jwt', 'a.!!!.c', `x.${Buffer.from('[1]').toString('base64url')}.y`])('gives no claims for %o', (token) => {
    expect(jwtClaims(token)).toBeNull();
  });

  it.each<[string, Record<string, unknown> | null, ReturnType<typeof userFromClaims>]>([
    [
      'an email user with a name',
      { sub: 'u1', email: 'ana@example.com', name: ' Ana ' },
      { userId: 'u1', email: 'ana@example.com', phone: null, name: 'Ana' },
    ],
    ['a phone user', { sub: 'u2', phone_number: '+12015550123' }, { userId: 'u2', email: null, phone: '+12015550123', name: null }],
    [
      'a Google user with given and family names',
      { sub: 'u3', email: 'g@example.com', given_name: 'Grace', family_name: 'Hopper' },
      { userId: 'u3', email: 'g@example.com', phone: null, name: 'Grace Hopper' },
    ],
    ['claims without a subject', { email: 'x@example.com' }, null],
    ['no claims', null, null],
  ])('%s', (_case, claims, user) => {
    expect(userFromClaims(claims)).toEqual(user);
  });

  it('counts the seconds left before expiry', () => {
    expect(secondsLeft({ exp: 1000 }, 900_000)).toBe(100);
    expect(secondsLeft({ exp: 1000 }, 1_100_000)).toBe(-100);
    expect(secondsLeft({}, 0)).toBe(-Infinity);
  });
});
