import type { ProductType } from './product';
import { productTypeWording, type InstructionsKind } from './product-type-wording';
import { translatedLanguages, type TranslatedLanguage, type Translations } from './translations';

/** The platform's default-instruction fields, one per way a product is used (the wording table's `instructions`). */
export const platformInstructionsFields = ['defaultInstructions', 'giftCardInstructions', 'accountInstructions', 'subscriptionInstructions', 'softwareInstructions'] as const;
export type PlatformInstructionsField = (typeof platformInstructionsFields)[number];

// `defaultInstructions` predates the per-type fields and always held a game's redeem steps, so it stays the game's.
const fieldOfKind: Readonly<Record<InstructionsKind, PlatformInstructionsField>> = {
  redeem: 'defaultInstructions',
  use: 'giftCardInstructions',
  sign_in: 'accountInstructions',
  activate: 'subscriptionInstructions',
  install: 'softwareInstructions',
};

/** The platform field holding a product type's default instructions (a DLC is redeemed as its game's key is). */
export const platformInstructionsField = (productType: ProductType): PlatformInstructionsField => fieldOfKind[productTypeWording[productType].instructions];

/** The default-instruction fields a platform has filled in, leaving out empty ones. */
export function platformInstructionsOf(platform: { [F in PlatformInstructionsField]?: string | null }): { [F in PlatformInstructionsField]?: string } {
  const filled: { [F in PlatformInstructionsField]?: string } = {};
  for (const field of platformInstructionsFields) {
    const text = platform[field];
    if (text) filled[field] = text;
  }
  return filled;
}

type Texts = Readonly<Record<'en' | TranslatedLanguage, string>>;

/** Words right for any platform, used when neither the variant nor its platform has instructions for the type. */
export const genericInstructions: Readonly<Record<InstructionsKind, Texts>> = {
  redeem: {
    en: "Sign in to the platform's store or launcher, open its Redeem Code or Activate Product page, enter the key and confirm. The game or DLC is then added to your library, ready to download.",
    es: 'Inicia sesión en la tienda o el lanzador de la plataforma, abre su página para canjear un código o activar un producto, introduce la clave y confirma. El juego o el DLC se añade a tu biblioteca, listo para descargar.',
    pt: 'Entre na loja ou no launcher da plataforma, abra a página para resgatar um código ou ativar um produto, digite a chave e confirme. O jogo ou DLC é adicionado à sua biblioteca, pronto para baixar.',
  },
  use: {
    en: 'Sign in to the account you want to top up, open its Redeem Code or Add Funds page, enter the code and confirm. The amount is added to your account balance.',
    es: 'Inicia sesión en la cuenta que quieres recargar, abre su página para canjear un código o añadir fondos, introduce el código y confirma. El importe se añade al saldo de tu cuenta.',
    pt: 'Entre na conta que você quer recarregar, abra a página para resgatar um código ou adicionar fundos, digite o código e confirme. O valor é adicionado ao saldo da sua conta.',
  },
  sign_in: {
    en: 'Sign in with the username and password you receive, then change the password and the recovery email straight away and turn on two-factor authentication.',
    es: 'Inicia sesión con el usuario y la contraseña que recibas; después cambia enseguida la contraseña y el correo de recuperación y activa la verificación en dos pasos.',
    pt: 'Entre com o usuário e a senha que você receber; depois troque imediatamente a senha e o e-mail de recuperação e ative a verificação em duas etapas.',
  },
  activate: {
    en: "Sign in to the account the membership is for, open the store's Redeem Code page, enter the activation code and confirm. The membership starts at once, or is added to the end of the current one.",
    es: 'Inicia sesión en la cuenta para la que es la suscripción, abre la página para canjear códigos de la tienda, introduce el código de activación y confirma. La suscripción empieza al momento o se suma al final de la actual.',
    pt: 'Entre na conta para a qual é a assinatura, abra a página de resgate de códigos da loja, digite o código de ativação e confirme. A assinatura começa na hora ou é somada ao fim da atual.',
  },
  install: {
    en: "Download the program from its publisher's website, install it and enter the licence key when asked to activate it. Keep the key: reinstalling needs it again.",
    es: 'Descarga el programa desde el sitio web del editor, instálalo e introduce la clave de licencia cuando te la pida para activarlo. Guarda la clave: la necesitarás si vuelves a instalarlo.',
    pt: 'Baixe o programa no site da publicadora, instale-o e digite a chave de licença quando for solicitada para ativá-lo. Guarde a chave: você vai precisar dela para reinstalar.',
  },
};

/** What a variant carries of its own instructions. */
export interface VariantInstructions {
  activationInstructions?: string | null;
  translations?: Translations<'activationInstructions'> | null;
}

/** What a platform carries of its default instructions, in English and translated. */
export type PlatformInstructions = { [F in PlatformInstructionsField]?: string | null } & { translations?: Translations<PlatformInstructionsField> | null };

/** Instructions as a view or an order line carries them: English, and the translations that exist. */
export interface ChosenInstructions {
  source: 'variant' | 'platform' | 'generic';
  activationInstructions: string;
  translations: Translations<'activationInstructions'>;
}

/**
 * A variant's activation instructions: its own; else its platform's default for the product's type; else the type's
 * generic words. Translations come from the same level as the English text, so a language never mixes two sources.
 */
export function chooseInstructions(productType: ProductType, variant: VariantInstructions, platform: PlatformInstructions | null | undefined): ChosenInstructions {
  if (variant.activationInstructions?.trim()) {
    return { source: 'variant', activationInstructions: variant.activationInstructions, translations: translationsOf(variant.translations, 'activationInstructions') };
  }
  const field = platformInstructionsField(productType);
  const ofPlatform = platform?.[field];
  if (ofPlatform?.trim()) return { source: 'platform', activationInstructions: ofPlatform, translations: translationsOf(platform?.translations, field) };
  const generic = genericInstructions[productTypeWording[productType].instructions];
  const translations: Translations<'activationInstructions'> = {};
  for (const language of translatedLanguages) translations[language] = { activationInstructions: generic[language] };
  return { source: 'generic', activationInstructions: generic.en, translations };
}

/** The chosen instructions in one language, English where that language has no translation. */
export const instructionsIn = (chosen: ChosenInstructions, language: 'en' | TranslatedLanguage): string =>
  (language === 'en' ? undefined : chosen.translations[language]?.activationInstructions) ?? chosen.activationInstructions;

function translationsOf<F extends string>(translations: Translations<F> | null | undefined, field: F): Translations<'activationInstructions'> {
  const result: Translations<'activationInstructions'> = {};
  for (const language of translatedLanguages) {
    const text = translations?.[language]?.[field];
    if (text?.trim()) result[language] = { activationInstructions: text };
  }
  return result;
}
