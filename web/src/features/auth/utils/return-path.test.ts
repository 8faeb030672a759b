import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('where sign-in may return to', () => {
  it.each([
    ['/p/elden-ring', '/p/elden-ring'],
    ['/p/elden-ring?platform=steam&region=EU', '/p/elden-ring?platform=steam&region=EU'],
    ['/checkout', '/checkout'],
    ['/account/orders/01J0#keys', '/account/orders/01J0#keys'],
    ['/search?q=steam%20card', '/search?q=steam%20card'],
    ['/', '/'],
    ['/p/../account', '/account'],
  ])('returns to the same-site path %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another origin', 'https://evil.example/p/x'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'p/elden-ring'],
    ['a data address', 'data:text/html,hi'],
    ['the sign-in screen', '/auth'],
    ['the sign-in screen with its own next', '/auth?next=%2Fcart'],
    ['the sign-in screen in capitals', '/AUTH/'],
    ['the Google callback', '/auth/callback?code=1'],
    ['a path that climbs back into sign-in', '/p/../auth'],
    ['a very long value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_, next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it('keeps pages whose names merely start like the sign-in screen', () => {
    expect(safeReturnPath('/authors')).toBe('/authors');
  });
});
