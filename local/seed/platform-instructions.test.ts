import { describe, expect, it } from 'vitest';
import { chooseInstructions, instructionsIn, platformInstructionsFields } from '../../shared/catalog/activation-instructions';
import { instructionsWordProblems } from '../../shared/catalog/instructions-vocabulary';
import { productTypes } from '../../shared/catalog/product';
import { translatedLanguages } from '../../shared/catalog/translations';
import { buildCatalog } from './build-catalog';

const catalog = buildCatalog(new Date('2031-03-15T12:00:00.000Z'));
const languages = ['en', ...translatedLanguages] as const;
const cases = catalog.platforms.flatMap((platform) => productTypes.flatMap((type) => languages.map((language) => [platform.code, type, language] as const)));

describe("the seeded platforms' instructions", () => {
  it.each(cases)('word the %s steps of a %s in %s for its type', (code, type, language) => {
    const platform = catalog.platforms.find((p) => p.code === code);

    const text = instructionsIn(chooseInstructions(type, {}, platform), language);

    expect(instructionsWordProblems(type, language, text)).toEqual([]);
  });

  it('translate every instruction a platform has into every language', () => {
    const untranslated = catalog.platforms.flatMap((platform) =>
      platformInstructionsFields.flatMap((field) => (platform[field] ? translatedLanguages.filter((l) => !platform.translations?.[l]?.[field]).map((l) => `${platform.code}.${field}.${l}`) : [])),
    );

    expect(untranslated).toEqual([]);
  });

  it('tell a Steam Wallet gift card to redeem a wallet code in every language, never to activate a game', () => {
    const steam = catalog.platforms.find((p) => p.code === 'steam');
    const product = catalog.products.find((p) => p.slug === 'steam-wallet-gift-card')!;
    const cards = catalog.variants.filter((v) => v.item.productId === product.productId).map((v) => v.item);

    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const chosen = chooseInstructions(product.productType, card, steam);
      expect(instructionsIn(chosen, 'en')).toContain('Redeem a Steam Wallet Code');
      expect(instructionsIn(chosen, 'es')).toContain('Canjear un código de la Cartera de Steam');
      expect(instructionsIn(chosen, 'pt')).toContain('Resgatar um código da Carteira Steam');
    }
  });

  it('give in-game currency packs their own steps in the game, not the platform wallet', () => {
    const packs = catalog.variants.filter((v) => catalog.products.find((p) => p.productId === v.item.productId)?.category === 'in_game_currency');

    expect(packs.length).toBeGreaterThan(0);
    for (const { item } of packs) {
      const chosen = chooseInstructions('gift_card', item, catalog.platforms.find((p) => p.code === item.platformId));
      expect(chosen.source, item.variantId).toBe('variant');
      for (const language of translatedLanguages) expect(chosen.translations[language]?.activationInstructions, item.variantId).toBeTruthy();
    }
  });
});
