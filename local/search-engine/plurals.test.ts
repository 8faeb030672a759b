import { describe, expect, it } from 'vitest';
import { pluralForms, pluralLanguages } from './plurals';

describe('plural forms per language', () => {
  it.each([
    ['card', ['en'], 'cards'],
    ['cards', ['en'], 'card'],
    ['currency', ['en'], 'currencies'],
    ['currencies', ['en'], 'currency'],
    ['pass', ['en'], 'passes'],
    ['cuenta', ['es'], 'cuentas'],
    ['suscripcion', ['es'], 'suscripciones'],
    ['suscripciones', ['es'], 'suscripcion'],
    ['cartao', ['pt'], 'cartoes'],
    ['cartoes', ['pt'], 'cartao'],
    ['assinatura', ['pt'], 'assinaturas'],
  ])('%s in %j has the form %s', (word, languages, form) => {
    expect(pluralForms(word, languages)).toContain(form);
  });

  it('leaves numbers and very short words alone', () => {
    expect(pluralForms('1000', ['en'])).toEqual([]);
    expect(pluralForms('ps', ['en'])).toEqual([]);
  });

  it('takes the languages from ignorePlurals, or from queryLanguages when it is true', () => {
    expect(pluralLanguages(['es'], ['en'])).toEqual(['es']);
    expect(pluralLanguages(true, ['pt'])).toEqual(['pt']);
    expect(pluralLanguages(false, ['pt'])).toEqual([]);
  });
});
