import { describe, expect, it } from 'vitest';
import { localized } from './localized';

const card = {
  name: 'Steam Wallet Gift Card',
  description: 'Top up your Steam Wallet.',
  translations: { es: { name: 'Tarjeta regalo de Steam' }, pt: { name: 'Cartão-presente Steam', description: 'Recarregue sua Carteira Steam.' } },
};

describe('a localized text', () => {
  it.each([
    ['es', 'name', 'Tarjeta regalo de Steam'],
    ['pt', 'name', 'Cartão-presente Steam'],
    ['en', 'name', 'Steam Wallet Gift Card'],
    ['es', 'description', 'Top up your Steam Wallet.'],
    ['pt', 'description', 'Recarregue sua Carteira Steam.'],
  ] as const)('in %s reads the %s from the translation, or the English one where it has none', (language, field, expected) => {
    expect(localized(card, field, language)).toBe(expected);
  });

  it('falls back to the English text for a record without translations, an empty translation and a null field', () => {
    expect(localized({ name: 'Gravebloom' }, 'name', 'es')).toBe('Gravebloom');
    expect(localized({ name: 'Gravebloom', translations: { es: { name: '' } } }, 'name', 'es')).toBe('Gravebloom');
    expect(localized({ seoTitle: null as string | null, translations: { es: { seoTitle: '' } } }, 'seoTitle', 'es')).toBeNull();
  });
});
