import { describe, expect, it } from 'vitest';
import { createSessionCard } from './session-fixture';
import { matchesSearch, visibleSessions } from './session-search';

const session = createSessionCard({
  ipAddress: '203.0.113.9',
  countryCode: 'BR',
  city: 'São Paulo',
  userAgent: 'Mozilla/5.0 (iPhone) Safari/17',
  userDisplayName: 'Rita Alves',
  linkedUsers: [{ userId: 'usr_2', name: 'Other Account', sessionCount: 3 }],
});

describe('the console search', () => {
  it.each([
    ['an IP', '203.0.113'],
    ['a country code', 'br'],
    ['a city', 'são'],
    ['a user agent', 'IPHONE'],
    ['a display name', 'rita'],
    ["a linked user's name", 'other acc'],
  ])('finds a session by %s, whatever the case', (_, text) => {
    expect(matchesSearch(session, text)).toBe(true);
  });

  it('finds every session for an empty search and none for text that is nowhere', () => {
    expect(matchesSearch(session, '  ')).toBe(true);
    expect(matchesSearch(session, 'lisbon')).toBe(false);
  });

  it('does not trip over sessions without address, place or name', () => {
    const bare = createSessionCard({ ipAddress: null, countryCode: null, city: null, userAgent: null, userDisplayName: null, linkedUsers: [{ userId: 'u', name: null, sessionCount: 1 }] });

    expect(matchesSearch(bare, 'x')).toBe(false);
  });

  it("keeps only the chosen user's sessions when the page is opened for a user", () => {
    const sessions = [createSessionCard({ sessionId: 'a', userId: 'usr_1' }), createSessionCard({ sessionId: 'b', userId: 'usr_2' }), createSessionCard({ sessionId: 'c', userId: null })];

    expect(visibleSessions(sessions, '', 'usr_2').map((s) => s.sessionId)).toEqual(['b']);
    expect(visibleSessions(sessions, '').map((s) => s.sessionId)).toEqual(['a', 'b', 'c']);
  });
});
