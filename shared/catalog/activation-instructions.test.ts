import { describe, expect, it } from 'vitest';
import { chooseInstructions, genericInstructions, instructionsIn, platformInstructionsField, platformInstructionsOf, type PlatformInstructions } from './activation-instructions';
import { instructionsWordProblems } from './instructions-vocabulary';
import { productTypes } from './product';
import { productTypeWording } from './product-type-wording';

const languages = ['en', 'es', 'pt'] as const;

// The words every Steam product showed before types had their own: a game's, on a wallet code too.
const steamGameSteps = 'Open the Steam client, choose Games > Activate a Product on Steam, accept the subscriber agreement and enter the key. The game then appears in your library.';

const steam: PlatformInstructions = {
  defaultInstructions: steamGameSteps,
  giftCardInstructions: 'Open your account menu, choose Account details > Add funds to your Steam Wallet > Redeem a Steam Wallet Code and enter the code.',
  translations: {
    es: { defaultInstructions: 'Elige Juegos > Activar un producto en Steam.', giftCardInstructions: 'Elige Añadir fondos a tu Cartera de Steam > Canjear un código.' },
  },
};

describe('activation instructions by product type', () => {
  it.each([
    ['key', 'defaultInstructions'],
    ['dlc', 'defaultInstructions'],
    ['gift_card', 'giftCardInstructions'],
    ['account', 'accountInstructions'],
    ['subscription', 'subscriptionInstructions'],
    ['software', 'softwareInstructions'],
  ] as const)("takes a %s's default from the platform's %s", (type, field) => {
    expect(platformInstructionsField(type)).toBe(field);
  });

  it("prefers the variant's own instructions, with its own translations only", () => {
    const variant = { activationInstructions: 'Sign in and change the password.', translations: { pt: { activationInstructions: 'Entre e troque a senha.' } } };

    const chosen = chooseInstructions('gift_card', variant, steam);

    expect(chosen).toEqual({ source: 'variant', activationInstructions: 'Sign in and change the password.', translations: { pt: { activationInstructions: 'Entre e troque a senha.' } } });
    expect(instructionsIn(chosen, 'es')).toBe('Sign in and change the password.');
  });

  it("gives a gift card its platform's gift-card steps in each language, never the game's", () => {
    const chosen = chooseInstructions('gift_card', { activationInstructions: '  ' }, steam);

    expect(chosen.source).toBe('platform');
    expect(instructionsIn(chosen, 'en')).toContain('Redeem a Steam Wallet Code');
    expect(instructionsIn(chosen, 'es')).toBe('Elige Añadir fondos a tu Cartera de Steam > Canjear un código.');
    // No Portuguese text on the platform: its English one, not a mix with the generic Portuguese words.
    expect(instructionsIn(chosen, 'pt')).toBe(steam.giftCardInstructions);
  });

  it.each(['key', 'dlc'] as const)("gives a %s the platform's game instructions", (type) => {
    expect(chooseInstructions(type, {}, steam)).toMatchObject({ source: 'platform', activationInstructions: steamGameSteps });
  });

  it.each(['account', 'subscription', 'software'] as const)("falls back to the generic %s steps when the platform has none for the type, not to the game's", (type) => {
    const chosen = chooseInstructions(type, {}, steam);

    expect(chosen.source).toBe('generic');
    expect(chosen.activationInstructions).not.toBe(steamGameSteps);
    for (const language of languages) expect(instructionsIn(chosen, language)).toBe(genericInstructions[productTypeWording[type].instructions][language]);
  });

  it('uses the generic steps for a platform that is unknown', () => {
    expect(chooseInstructions('gift_card', {}, undefined)).toMatchObject({ source: 'generic', activationInstructions: genericInstructions.use.en });
  });

  it.each(productTypes.flatMap((type) => languages.map((language) => [type, language] as const)))('words the generic %s steps in %s for the type', (type, language) => {
    const generic = chooseInstructions(type, {}, {});

    expect(instructionsWordProblems(type, language, instructionsIn(generic, language))).toEqual([]);
  });

  it.each([
    ['gift_card', 'en', steamGameSteps, ['lacks /\\bcode\\b/i', 'lacks /\\bbalance\\b|\\bwallet\\b/i', 'says "Games"']],
    ['gift_card', 'es', 'Abre el cliente de Steam, elige Juegos > Activar un producto e introduce el código.', ['lacks /\\bsaldo\\b|cartera|monedero/i', 'says "Juegos"']],
    ['gift_card', 'en', 'Sign in at epicgames.com or in the Epic Games Launcher, choose Redeem Code and enter the code. The amount is added to your balance.', []],
    ['account', 'en', 'Redeem the code on your Steam Wallet.', ['lacks /sign in/i', 'lacks /password/i', 'says "Redeem"']],
    ['subscription', 'pt', 'Ative o produto e o jogo aparece na sua biblioteca.', ['lacks /código/i', 'lacks /assinatura/i', 'says "biblioteca"']],
  ] as const)('finds what is wrong with these %s steps in %s', (type, language, text, problems) => {
    expect(instructionsWordProblems(type, language, text)).toEqual(problems);
  });

  it('keeps only the instruction fields a platform has filled in', () => {
    expect(platformInstructionsOf({ defaultInstructions: 'Redeem the key.', giftCardInstructions: '', accountInstructions: null })).toEqual({ defaultInstructions: 'Redeem the key.' });
  });
});
