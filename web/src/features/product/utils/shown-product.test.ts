import { describe, expect, it } from 'vitest';
import { selectVariant } from '../../../../../shared/catalog/variant-selection';
import { createProductDetail, createVariantView } from './product-detail.factory';
import { shownEdition, shownEditionOptions, shownProduct } from './shown-product';

const product = createProductDetail({
  name: 'Steam Wallet Gift Card',
  description: 'Top up your Steam Wallet.',
  tags: ['gift card', 'steam wallet'],
  translations: { es: { name: 'Tarjeta regalo de Steam', description: 'Recarga tu monedero de Steam.' } },
  variants: [
    createVariantView({ variantId: 'std', faceValue: 'Standard', region: { code: 'EU', name: 'Europe', isGlobal: false, excludedCountries: [] } }),
    createVariantView({
      variantId: 'acc',
      faceValue: 'Level 30, ranked-ready',
      activationInstructions: 'Sign in and change the password.',
      translations: { es: { faceValue: 'Nivel 30, lista para clasificatorias', activationInstructions: 'Inicia sesión y cambia la contraseña.' } },
    }),
  ],
});

describe('the product as shown', () => {
  it('reads name, description, tags, region names and instructions in Spanish, keeping codes and face values', () => {
    const shown = shownProduct(product, 'es');

    expect(shown).toMatchObject({ name: 'Tarjeta regalo de Steam', description: 'Recarga tu monedero de Steam.', tags: ['tarjeta regalo', 'Steam Wallet'] });
    expect(shown.variants.map((v) => [v.region.code, v.region.name, v.faceValue])).toEqual([
      ['EU', 'Europa', 'Standard'],
      ['GLOBAL', 'Global', 'Level 30, ranked-ready'],
    ]);
    expect(shown.variants[1]!.activationInstructions).toBe('Inicia sesión y cambia la contraseña.');
  });

  it('falls back to English field by field, and is the product itself in English', () => {
    const shown = shownProduct(product, 'pt');

    expect(shown.name).toBe('Steam Wallet Gift Card');
    expect(shown.variants[0]!.region.name).toBe('Europa');
    expect(shownProduct(product, 'en')).toBe(product);
  });

  it.each([
    [{ faceValue: 'Standard' }, 'es', 'Estándar'],
    [{ faceValue: null }, 'pt', 'Edição padrão'],
    [{ faceValue: '12 Months Family' }, 'es', '12 meses, familiar'],
    [{ faceValue: '$50' }, 'es', '$50'],
    [{ faceValue: 'Level 30, ranked-ready', translations: { pt: { faceValue: 'Nível 30' } } }, 'pt', 'Nível 30'],
    [{ faceValue: 'Level 30, ranked-ready', translations: { pt: { faceValue: 'Nível 30' } } }, 'en', 'Level 30, ranked-ready'],
  ] as const)('names the edition %j in %s as %j', (variant, language, expected) => {
    expect(shownEdition(variant, language)).toBe(expected);
  });

  it('names the edition options in the visitor language while their values stay the English face values', () => {
    const { editions } = selectVariant([product.variants[1]!, { ...product.variants[1]!, faceValue: 'Deluxe Edition', translations: undefined }]);

    expect(shownEditionOptions(editions, product.variants, 'es')).toEqual([
      { value: 'Level 30, ranked-ready', label: 'Nivel 30, lista para clasificatorias' },
      { value: 'Deluxe Edition', label: 'Edición Deluxe' },
    ]);
  });
});
