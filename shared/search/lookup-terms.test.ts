import { describe, expect, it } from 'vitest';
import { lookupQueryWords, lookupTerms, normalizeLookupText } from './lookup-terms';

describe('lookup terms', () => {
  it('finds a record by each word and by the parts of e-mails and order numbers', () => {
    const terms = lookupTerms(['José Müller', 'jose.mueller@Example.com', 'NK-2026-000123']);

    expect(terms).toEqual(expect.arrayContaining(['jose', 'muller', 'jose.mueller@example.com', 'mueller', 'example', 'com', 'nk-2026-000123', 'nk', '2026', '000123']));
  });

  it('drops one-letter terms and empty texts and keeps no duplicates', () => {
    const terms = lookupTerms(['A b Ann', null, undefined, '', 'ann']);

    expect(terms).toEqual(['ann']);
  });

  it('keeps at most 16 terms a record', () => {
    expect(lookupTerms([Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ')])).toHaveLength(16);
  });

  it('normalises case and accents the same way for queries and records', () => {
    expect(normalizeLookupText('ÉLODIE')).toBe('elodie');
    expect(lookupQueryWords('  Jane   DOE jane ')).toEqual(['jane', 'doe']);
  });
});
