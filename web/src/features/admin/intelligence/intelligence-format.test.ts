import { describe, expect, it } from 'vitest';
import { behaviourBadgeClass, correlationBadge, ipGroupChip, ipText, linkedUsersChip, percentDiff, placeText, profileName, sessionDuration, words } from './intelligence-format';

describe("the intelligence console's words and figures", () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '1m'],
    [3569, '59m'],
    [3600, '1h'],
    [5400, '1.5h'],
  ])('shows a session of %s seconds as %s (seconds under a minute, minutes under an hour, else hours)', (s, text) => {
    expect(sessionDuration(s)).toBe(text);
  });

  it.each([
    [1, null],
    [2, 'IP Group (2 sessions)'],
    [7, 'IP Group (7 sessions)'],
  ])('names the IP group of %s sessions %s', (count, chip) => {
    expect(ipGroupChip(count)).toBe(chip);
  });

  it.each([
    [0, null],
    [1, '+1 Linked User'],
    [2, '+2 Linked Users'],
  ])('names %s linked users %s', (count, chip) => {
    expect(linkedUsersChip(count)).toBe(chip);
  });

  it('says IP not detected for a session without an address, and adds the country code to one with it', () => {
    expect(ipText({ ipAddress: null, countryCode: null })).toBe('IP not detected');
    expect(ipText({ ipAddress: '198.51.100.7', countryCode: 'PT' })).toBe('198.51.100.7 (PT)');
  });

  it('places a session by city and country name, and calls a session without either Unknown', () => {
    expect(placeText({ city: 'Lisbon', countryCode: 'PT' })).toBe('Lisbon, Portugal');
    expect(placeText({ city: null, countryCode: 'DE' })).toBe('Germany');
    expect(placeText({ city: null, countryCode: null })).toBe('Unknown');
  });

  it.each([
    [85, 'destructive'],
    [84, 'secondary'],
    [65, 'secondary'],
    [64, 'outline'],
  ] as const)('shows a correlation confidence of %s with the %s badge', (confidence, variant) => {
    expect(correlationBadge(confidence)).toBe(variant);
  });

  it.each([
    [70, 'badge badge-danger'],
    [40, 'badge badge-warning'],
    [39, 'badge'],
  ])('shows a bot likelihood of %s with the class %s', (score, cls) => {
    expect(behaviourBadgeClass(score)).toBe(cls);
  });

  it('names a profile by full name, else username, else Anonymous User', () => {
    expect(profileName({ fullName: 'Ana Lima', username: 'ana' })).toBe('Ana Lima');
    expect(profileName({ fullName: ' ', username: 'ana' })).toBe('ana');
    expect(profileName({ fullName: null, username: null })).toBe('Anonymous User');
  });

  it('writes match types and patterns in words and signs baseline differences', () => {
    expect(words('same_ip')).toBe('Same IP');
    expect(words('rapid_browsing')).toBe('Rapid browsing');
    expect([percentDiff(12.5), percentDiff(-40), percentDiff(0), percentDiff(null)]).toEqual(['+12.5%', '-40%', '0%', '—']);
  });
});
