import type { PlatformCode } from '../../shared/catalog/platform';
import type { ProductType, ageRatings, deliveryTypes } from '../../shared/catalog/product';
import type { TranslatedLanguage, Translations } from '../../shared/catalog/translations';

/** The demo catalogue's region codes; region ids are these in lower case. */
export type RegionCode = 'GLOBAL' | 'GLOBAL_RESTRICTED' | 'US' | 'EU' | 'UK' | 'LATAM' | 'NA' | 'JP' | 'AU';

/** in_stock variants get 3–25 encrypted keys; the others are seeded without any. */
export type StockPlan = 'in_stock' | 'sold_out' | 'force_available';

export type PcRequirements = 'low' | 'mid' | 'high';

export interface VariantSpec {
  platform: PlatformCode;
  region: RegionCode;
  faceValue?: string;
  priceUsdCents: number;
  retailPriceUsdCents?: number;
  stock?: StockPlan;
  languages?: string[];
  activationInstructions?: string;
  translations?: Translations<'faceValue' | 'activationInstructions'>;
}

/**
 * A product's texts in one language. `faceValues` translates face values that are the product's own words (an
 * account's contents, an in-game currency's packs); editions, terms and amounts are the storefront's tables' work.
 */
export interface SeedText {
  name: string;
  description: string;
  seoTitle?: string;
  seoDescription?: string;
  faceValues?: Record<string, string>;
}

/** Seed translations by product slug, every translated language required. */
export type SeedTranslations = Record<string, Record<TranslatedLanguage, SeedText>>;

export interface PreorderSpec {
  openedDaysAgo: number;
  closesInDays: number;
  /** Counted from the window's close. */
  deliveryDaysAfterClose: number;
  info: string;
}

/** A product as written in seed-data/: compact, with dates as day offsets from the seed's `now`. */
export interface ProductSpec {
  slug: string;
  name: string;
  productType: ProductType;
  category: string;
  description: string;
  tags: string[];
  developer?: string;
  publisher?: string;
  ageRating?: (typeof ageRatings)[number];
  deliveryType?: (typeof deliveryTypes)[number];
  /** Required unless a pre-order, whose release is its expected delivery date. */
  releasedDaysAgo?: number;
  rating: number;
  requirements?: PcRequirements;
  preorder?: PreorderSpec;
  seoTitle?: string;
  seoDescription?: string;
  /** Names, descriptions and the product's own face values in es and pt (seed-data/translations/). */
  translations?: Partial<Record<TranslatedLanguage, SeedText>>;
  variants: VariantSpec[];
}

export const standardEdition = 'Standard';
export const deluxeEdition = 'Deluxe Edition';

interface EditionOptions {
  /** Retail (list) prices above the selling prices show as a discount. */
  retail?: [number, number];
  stock?: [StockPlan, StockPlan];
  languages?: string[];
}

/** A game's Standard and Deluxe editions for one platform and region, Deluxe priced higher. */
export function editions(platform: PlatformCode, region: RegionCode, [standard, deluxe]: [number, number], options: EditionOptions = {}): VariantSpec[] {
  if (deluxe <= standard) throw new Error(`Deluxe must cost more than Standard (${platform} ${region})`);
  const faces = [standardEdition, deluxeEdition] as const;
  return [standard, deluxe].map((priceUsdCents, i) => ({
    platform,
    region,
    faceValue: faces[i],
    priceUsdCents,
    ...(options.retail ? { retailPriceUsdCents: options.retail[i] } : {}),
    ...(options.stock ? { stock: options.stock[i] } : {}),
    ...(options.languages ? { languages: options.languages } : {}),
  }));
}

export type Currency = 'USD' | 'EUR' | 'GBP' | 'JPY' | 'AUD';

const currencies: Record<Currency, { usd: number; format: (value: number) => string }> = {
  USD: { usd: 1, format: (v) => `$${v}` },
  EUR: { usd: 1.09, format: (v) => `€${v}` },
  GBP: { usd: 1.27, format: (v) => `£${v}` },
  JPY: { usd: 0.0067, format: (v) => `¥${v.toLocaleString('en-US')}` },
  AUD: { usd: 0.66, format: (v) => `A$${v}` },
};

/**
 * Gift-card denominations in the card's own currency, each priced in USD at the card's value plus a 3% fee,
 * rounded up to the next .99.
 */
export function denominations(
  platform: PlatformCode,
  region: RegionCode,
  currency: Currency,
  values: number[],
  soldOut: number[] = [],
): VariantSpec[] {
  const { usd, format } = currencies[currency];
  return values.map((value) => ({
    platform,
    region,
    faceValue: format(value),
    priceUsdCents: Math.ceil(value * usd * 1.03) * 100 - 1,
    ...(soldOut.includes(value) ? { stock: 'sold_out' as const } : {}),
  }));
}

// A pack's code is spent inside its game, not on the platform's wallet, so the platform's gift-card steps would mislead.
const packInstructions =
  "Sign in to the game with your account, open its in-game store or the publisher's redeem page, choose Redeem Code, enter the code and confirm. The currency is added to your balance at once.";
const packTranslations: Translations<'activationInstructions'> = {
  es: {
    activationInstructions:
      'Inicia sesión en el juego con tu cuenta, abre su tienda o la página de canje del editor, elige Canjear código, introduce el código y confirma. La moneda se añade a tu saldo al momento.',
  },
  pt: {
    activationInstructions:
      'Entre no jogo com a sua conta, abra a loja do jogo ou a página de resgate da publicadora, escolha Resgatar código, digite o código e confirme. A moeda é adicionada ao seu saldo na hora.',
  },
};

/** In-game currency packs: [face value, price in USD cents], redeemed in the game. */
export function packs(platform: PlatformCode, region: RegionCode, list: [string, number][]): VariantSpec[] {
  return list.map(([faceValue, priceUsdCents]) => ({ platform, region, faceValue, priceUsdCents, activationInstructions: packInstructions, translations: packTranslations }));
}
