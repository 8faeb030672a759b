import { describe, expect, it } from 'vitest';
import { accountLineProblem, normaliseKey } from './key-fingerprint-input';

describe('normalising a key for duplicate detection', () => {
  it.each([
    ['abcd-efgh-ijkl', 'ABCDEFGHIJKL'],
    ['ABCD EFGH IJKL', 'ABCDEFGHIJKL'],
    ['ＡＢＣＤ-1234', 'ABCD1234'],
  ])('treats %s as %s', (key, normal) => {
    expect(normaliseKey(key, 'key')).toBe(normal);
  });

  it('treats two passwords of one account login as the same account', () => {
    expect(normaliseKey('Player@Mail.test:first', 'account')).toBe(normaliseKey('player@mail.test:second', 'account'));
  });

  it('keeps different keys apart', () => {
    expect(normaliseKey('AAAA-BBBB', 'gift_card')).not.toBe(normaliseKey('AAAA-BBBC', 'gift_card'));
  });
});

describe('account lines', () => {
  it.each([
    ['player:secret', null],
    ['player@mail.test:p:a:ss', null],
    ['no-colon', 'an account must be username:password or email:password'],
    [':secret', 'an account must be username:password or email:password'],
    ['player:', 'an account needs a password after the colon'],
    ['pla yer:secret', 'an account login cannot contain spaces'],
  ])('judges %s', (line, problem) => {
    expect(accountLineProblem(line)).toBe(problem);
  });
});
