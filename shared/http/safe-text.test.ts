import { describe, expect, it } from 'vitest';
import { productKeyProblem, safeText, textProblem } from './safe-text';

describe('text from people', () => {
  it.each<[string, string, string | null]>([
    ['plain text', 'Steam Wallet 50 €', null],
    ['letters of any script and emoji', 'Ключ ünïcødé 🎮 日本', null],
    ['a NUL', 'a\u0000b', 'contains a control character'],
    ['an escape character', 'a\u001B[31m', 'contains a control character'],
    ['DEL', 'a\u007F', 'contains a control character'],
    ['a C1 control', 'a\u0085b', 'contains a control character'],
    ['a lone high surrogate', 'a\uD800b', 'contains an unpaired surrogate character'],
    ['a lone low surrogate', '\uDC00', 'contains an unpaired surrogate character'],
    ['a line break in a one-line field', 'a\nb', 'contains a tab or line break'],
    ['a tab in a one-line field', 'a\tb', 'contains a tab or line break'],
  ])('judges %s', (_case, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it('lets multi-line fields keep their line breaks and tabs, but not other controls', () => {
    expect(textProblem('first line\nsecond\tline', { multiline: true })).toBeNull();
    expect(textProblem('first\u0000', { multiline: true })).toBe('contains a control character');
  });

  it('refuses through zod with a message a person can act on', () => {
    const result = safeText().safeParse('bad\u0007');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Text contains a control character');
  });
});

describe('product keys to import', () => {
  it.each<[string, string, string | null]>([
    ['a plain key', 'AAAAA-BBBBB-CCCCC', null],
    ['a key with inner spaces', 'AAAA BBBB CCCC', null],
    ['markup, stored as given', '<b>KEY</b>', null],
    ['an empty key', '', 'a key cannot be empty'],
    ['a key of spaces', '   ', 'a key cannot be empty'],
    ['a leading space', ' AAAA', 'a key cannot start or end with spaces'],
    ['a trailing tab', 'AAAA\t', 'a key cannot start or end with spaces'],
    ['a NUL inside', 'AA\u0000AA', 'a key contains a control character'],
    ['a lone surrogate', 'AA\uD83DAA', 'a key contains an unpaired surrogate character'],
    ['a key of 501 characters', 'K'.repeat(501), 'a key is at most 500 characters'],
  ])('judges %s', (_case, key, problem) => {
    expect(productKeyProblem(key)).toBe(problem);
  });
});
