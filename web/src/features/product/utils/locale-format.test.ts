import { describe, expect, it } from 'vitest';
import { formatDate, languageName } from './locale-format';

describe('formatDate', () => {
  it.each([
    ['en', 'February 25, 2022'],
    ['es', '25 de febrero de 2022'],
    ['pt', '25 de fevereiro de 2022'],
  ] as const)('writes a date in %s as "%s"', (language, expected) => {
    expect(formatDate('2022-02-25T00:00:00.000Z', language)).toBe(expected);
  });

  it.each([null, '', 'not a date'])('gives nothing for %j', (value) => {
    expect(formatDate(value, 'en')).toBeNull();
  });
});

describe('languageName', () => {
  it.each([
    ['es', 'en', 'Spanish'],
    ['es', 'es', 'Español'],
    ['en', 'pt', 'Inglês'],
  ] as const)('names %s in %s "%s"', (code, language, expected) => {
    expect(languageName(code, language)).toBe(expected);
  });

  it('falls back to the code for an invalid tag', () => {
    expect(languageName('not a tag!', 'en')).toBe('not a tag!');
  });
});
