import { describe, expect, it } from 'vitest';
import { orderLineTranslations } from '../orders/order-line-translations';
import { pickTranslations, renamedTranslations, variantTranslations, withTranslations } from './view-translations';

const platform = { translations: { es: { defaultInstructions: 'Abre Steam y activa la clave.' }, pt: { defaultInstructions: 'Abra o Steam e ative a chave.' } } };

describe('translations in views', () => {
  it("give a variant without instructions of its own its platform's instructions in each language", () => {
    expect(variantTranslations({ activationInstructions: undefined, translations: undefined }, platform)).toEqual({
      es: { activationInstructions: 'Abre Steam y activa la clave.' },
      pt: { activationInstructions: 'Abra o Steam e ative a chave.' },
    });
  });

  it("never give a variant with its own English instructions the platform's translated ones, only its own translations", () => {
    const account = {
      activationInstructions: 'Sign in and change the password.',
      translations: { es: { faceValue: 'Nivel 30', activationInstructions: 'Inicia sesión y cambia la contraseña.' } },
    };

    expect(variantTranslations(account, platform)).toEqual({ es: { faceValue: 'Nivel 30', activationInstructions: 'Inicia sesión y cambia la contraseña.' } });
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
