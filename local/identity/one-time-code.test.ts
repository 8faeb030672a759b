import { describe, expect, it } from 'vitest';
import { checkCode, newCode, pendingCode, type CodeCheck } from './one-time-code';

const now = 1_700_000_000_000;

describe('one-time codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 50; i += 1) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('keep only a salted hash of the code', () => {
    expect(JSON.stringify(pendingCode('123456', now))).not.toContain('123456');
  });

  it.each<[string, string, number, CodeCheck]>([
    ['the right code in time', '123456', now, 'match'],
    ['the right code with stray spaces', ' 123456 ', now, 'match'],
    ['a wrong code in time', '654321', now, 'mismatch'],
    ['the right code a moment too late', '123456', now + 60_001, 'expired'],
    ['a wrong code too late', '654321', now + 60_001, 'mismatch'],
  ])('take %s as %s', (_case, typed, at, expected) => {
    expect(checkCode(pendingCode('123456', now + 60_000), typed, at)).toBe(expected);
  });

  it('match nothing when no code is pending', () => {
    expect(checkCode(undefined, '123456', now)).toBe('mismatch');
  });
});
