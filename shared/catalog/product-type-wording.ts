import type { ProductType } from './product';

/**
 * What one unit of a product hands the buyer when its secret is revealed: a game or DLC key, a gift card's code, an
 * account's login details (stored as username:password), a subscription's activation code or a program's licence key.
 */
export type Deliverable = 'key' | 'code' | 'login' | 'activation_code' | 'licence_key';

/** What the variant option (the catalogue's face value) means for the type: the selector's and the info row's name. */
export type OptionKind = 'edition' | 'face_value' | 'package' | 'duration' | 'licence';

/** How the activation steps are titled: redeem a key or code, use a gift card, sign in to an account, activate or install. */
export type InstructionsKind = 'redeem' | 'use' | 'sign_in' | 'activate' | 'install';

/** Who `publisher` names for the type: a game's publisher, a gift card's issuer, a subscription's provider. */
export type PublisherRole = 'publisher' | 'issuer' | 'provider';

/** Rows of the Product Information card. */
export type InfoRow = 'publisher' | 'developer' | 'platform' | 'option' | 'region' | 'releaseDate' | 'delivery' | 'languages';

export interface ProductTypeWording {
  deliverable: Deliverable;
  option: OptionKind;
  instructions: InstructionsKind;
  publisherRole: PublisherRole;
  /** The information rows that mean something for the type, in the order shown; a row without data is left out. */
  infoRows: readonly InfoRow[];
  /** Whether the type runs on a machine, so a variant's system requirements (when it lists any) are shown. */
  hasRequirements: boolean;
  /** Whether the type has an interface language (a game has; a gift card or a membership has none worth listing). */
  hasLanguages: boolean;
}

// A game keeps the storefront spec's own rows (publisher, developer, platform, release date, delivery, languages).
const gameRows: readonly InfoRow[] = ['publisher', 'developer', 'platform', 'releaseDate', 'delivery', 'languages'];

/** The one table of how each product type is named and which parts of the product page it has. */
export const productTypeWording: Readonly<Record<ProductType, ProductTypeWording>> = {
  key: { deliverable: 'key', option: 'edition', instructions: 'redeem', publisherRole: 'publisher', infoRows: gameRows, hasRequirements: true, hasLanguages: true },
  dlc: { deliverable: 'key', option: 'edition', instructions: 'redeem', publisherRole: 'publisher', infoRows: gameRows, hasRequirements: true, hasLanguages: true },
  software: {
    deliverable: 'licence_key',
    option: 'licence',
    instructions: 'install',
    publisherRole: 'publisher',
    infoRows: ['publisher', 'developer', 'platform', 'option', 'releaseDate', 'delivery', 'languages'],
    hasRequirements: true,
    hasLanguages: true,
  },
  account: {
    deliverable: 'login',
    option: 'package',
    instructions: 'sign_in',
    publisherRole: 'publisher',
    infoRows: ['platform', 'option', 'region', 'publisher', 'developer', 'delivery', 'languages'],
    // An account is sold for the game it holds; a PC game's requirements are that game's.
    hasRequirements: true,
    hasLanguages: true,
  },
  gift_card: {
    deliverable: 'code',
    option: 'face_value',
    instructions: 'use',
    publisherRole: 'issuer',
    infoRows: ['platform', 'option', 'region', 'publisher', 'delivery'],
    hasRequirements: false,
    hasLanguages: false,
  },
  subscription: {
    deliverable: 'activation_code',
    option: 'duration',
    instructions: 'activate',
    publisherRole: 'provider',
    infoRows: ['platform', 'option', 'region', 'publisher', 'delivery'],
    hasRequirements: false,
    hasLanguages: false,
  },
};

/** The facts a product page has for its information card and sections: the product's and the selected variant's. */
export interface ProductFacts {
  productType: ProductType;
  publisher: string | null;
  developer: string | null;
  releaseDate: string | null;
  variant: { faceValue: string | null; languages: readonly string[]; systemRequirements: Readonly<Record<string, string>> } | null;
}

/** Whether the page shows a System Requirements section: only for a type that runs on a machine and a variant listing some. */
export const showsRequirements = (facts: ProductFacts): boolean =>
  productTypeWording[facts.productType].hasRequirements && Object.keys(facts.variant?.systemRequirements ?? {}).length > 0;

/** Whether the page lists languages: only for a type that has an interface language and a variant naming some. */
export const showsLanguages = (facts: ProductFacts): boolean =>
  productTypeWording[facts.productType].hasLanguages && (facts.variant?.languages.length ?? 0) > 0;

/** The information rows a product shows: the type's rows that have data (platform and delivery always do). */
export function infoRows(facts: ProductFacts): InfoRow[] {
  const has: Record<InfoRow, boolean> = {
    publisher: Boolean(facts.publisher?.trim()),
    developer: Boolean(facts.developer?.trim()),
    platform: true,
    option: Boolean(facts.variant?.faceValue?.trim()),
    region: facts.variant !== null,
    releaseDate: Boolean(facts.releaseDate),
    delivery: true,
    languages: showsLanguages(facts),
  };
  return productTypeWording[facts.productType].infoRows.filter((row) => has[row]);
}

/** The deliverables of several products together (an order's lines): one kind when they agree, else null for a mix. */
export function commonDeliverable(types: readonly ProductType[]): Deliverable | null {
  const kinds = new Set(types.map((type) => productTypeWording[type].deliverable));
  return kinds.size === 1 ? [...kinds][0]! : null;
}
