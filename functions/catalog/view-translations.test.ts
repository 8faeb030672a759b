import { describe, expect, it } from 'vitest';
import { orderLineTranslations } from '../orders/order-line-translations';
import { pickTranslations, renamedTranslations, variantTranslations, withTranslations } from './view-translations';

const chosen = { translations: { es: { activationInstructions: 'Canjéalo en Steam.' }, pt: { activationInstructions: 'Resgate no Steam.' } } };

describe('translations in views', () => {
  it('give a variant the instructions chosen for it in each language, beside its own face value', () => {
    const variant = { translations: { es: { faceValue: 'Nivel 30', activationInstructions: 'Ignored: the choice is made before.' } } };

    expect(variantTranslations(variant, chosen)).toEqual({
      es: { faceValue: 'Nivel 30', activationInstructions: 'Canjéalo en Steam.' },
      pt: { activationInstructions: 'Resgate no Steam.' },
    });
  });

  it('leave out a language with neither a face value nor instructions', () => {
    expect(variantTranslations({ translations: undefined }, { translations: { pt: { activationInstructions: 'Resgate no Steam.' } } })).toEqual({
      pt: { activationInstructions: 'Resgate no Steam.' },
    });
  });

  it('leave a view without translations as it was, and carry only the fields a view shows', () => {
    expect(withTranslations(undefined)).toEqual({});
    expect(withTranslations({ es: {} })).toEqual({});
    expect(pickTranslations({ es: { name: 'Tarjeta', description: 'Larga' }, pt: { description: 'Longa' } }, ['name'])).toEqual({ es: { name: 'Tarjeta' } });
    expect(renamedTranslations({ pt: { productName: 'Cartão' } }, 'productName', 'firstItemName')).toEqual({ pt: { firstItemName: 'Cartão' } });
  });

  it("keep on an order line the shopper's name and face value together with the instructions", () => {
    const line = { translations: { es: { productName: 'Tarjeta regalo de Steam' } }, instructionTranslations: { es: { activationInstructions: 'Canjéala en Steam.' } } };

    expect(orderLineTranslations(line)).toEqual({ es: { productName: 'Tarjeta regalo de Steam', activationInstructions: 'Canjéala en Steam.' } });
  });
});
