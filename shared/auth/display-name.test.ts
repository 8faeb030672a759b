import { describe, expect, it } from 'vitest';
import { displayName, type DisplayNameSource } from './display-name';

describe('the display name', () => {
  it.each<[string, DisplayNameSource, string]>([
    ['the full name, trimmed', { fullName: '  Ada Lovelace ', email: 'ada@example.test', phone: '+14155550123' }, 'Ada Lovelace'],
    ['the e-mail before the at sign when there is no name', { fullName: null, email: 'grace.hopper@example.test' }, 'grace.hopper'],
    ['the e-mail before the at sign when the name is blank', { fullName: '   ', email: 'grace@example.test' }, 'grace'],
    ['the phone when there is neither name nor e-mail', { fullName: null, email: null, phone: '+14155550123' }, '+14155550123'],
    ['the phone when the e-mail has nothing before the at sign', { email: '@example.test', phone: '+351912345678' }, '+351912345678'],
    ["'Account' when nothing is known", {}, 'Account'],
    ["'Account' when everything is blank", { fullName: ' ', email: ' ', phone: ' ' }, 'Account'],
  ])('is %s', (_case, source, expected) => {
    expect(displayName(source)).toBe(expected);
  });
});
