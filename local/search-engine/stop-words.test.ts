import { describe, expect, it } from 'vitest';
import { stopWordLanguages, withoutStopWords } from './stop-words';

describe('stop words', () => {
  it('drops the language’s function words from a query', () => {
    expect(withoutStopWords(['tarjeta', 'de', 'regalo'], ['es'])).toEqual(['tarjeta', 'regalo']);
    expect(withoutStopWords(['call', 'of', 'duty'], ['en'])).toEqual(['call', 'duty']);
  });

  it('keeps the word being typed and a query of stop words only', () => {
    expect(withoutStopWords(['kingdom', 'of'], ['en'])).toEqual(['kingdom', 'of']);
    expect(withoutStopWords(['the', 'of'], ['en'])).toEqual(['the', 'of']);
  });

  it('does nothing for a language not asked for', () => {
    expect(withoutStopWords(['tarjeta', 'de', 'regalo'], ['en'])).toEqual(['tarjeta', 'de', 'regalo']);
    expect(stopWordLanguages(undefined, ['en'])).toEqual([]);
    expect(stopWordLanguages(true, ['pt'])).toEqual(['pt']);
  });
});
