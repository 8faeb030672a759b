import type { PlatformCode } from '../../../shared/catalog/platform';
import type { ProductType } from '../../../shared/catalog/product';
import type { Random } from '../demo-keys';
import type { RegionCode } from '../catalog-spec';
import { allLanguageCodes } from '../seed-data/languages';
import { platforms } from '../seed-data/platforms';
import { between, currencyNames, dlcKinds, genres, giftBrands, pick, publishers, softwareEditions, softwareNames, studios, subscriptionKinds, titleAdjectives, titleNouns, titleSuffixes } from './word-lists';

const dayMs = 86_400_000;

export interface ScaleVariant {
  variantId: string;
  productId: string;
  platformId: PlatformCode;
  regionId: string;
  regionCode: RegionCode;
  priceUsdCents: number;
  retailPriceUsdCents?: number;
  faceValue?: string;
  isActive: boolean;
  languageCodes: string[];
  /** Keys the variant gets (sold, reserved and available together); pre-order variants get none. */
  keyCount: number;
  createdAt: string;
}

export interface ScaleProduct {
  productId: string;
  name: string;
  slug: string;
  description: string;
  productType: ProductType;
  category: string;
  tags: string[];
  developer?: string;
  publisher?: string;
  ageRating?: 'E' | 'E10+' | 'T' | 'M' | 'AO';
  deliveryType: 'instant' | 'scheduled';
  releaseDate: string;
  isActive: boolean;
  isPreorder: boolean;
  preorderStartDate?: string;
  preorderEndDate?: string;
  expectedDeliveryDate?: string;
  preorderDeliveryInfo?: string;
  searchKeywords: string[];
  rating: number;
  imageUrl?: string;
  createdAt: string;
  variants: ScaleVariant[];
}

/** The type mix of a real key store: mostly game keys, then add-ons, software and store credit. */
const typeWeights: [ProductType, number][] = [['key', 50], ['dlc', 15], ['software', 10], ['gift_card', 10], ['account', 8], ['subscription', 7]];
const gamePlatforms: PlatformCode[] = ['steam', 'steam', 'steam', 'playstation', 'playstation', 'xbox', 'xbox', 'nintendo', 'epic', 'pc', 'battlenet'];
const gameRegions: RegionCode[] = ['GLOBAL', 'GLOBAL', 'GLOBAL_RESTRICTED', 'EU', 'NA', 'US', 'LATAM', 'UK', 'JP', 'AU'];
const cardRegions: RegionCode[] = ['US', 'EU', 'UK', 'LATAM', 'JP', 'AU', 'NA'];
const ratings = ['E', 'E10+', 'T', 'M'] as const;

function pickType(random: Random): ProductType {
  let roll = random() * 100;
  for (const [type, weight] of typeWeights) if ((roll -= weight) < 0) return type;
  return 'key';
}

const slugify = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

interface Shape {
  name: string;
  category: string;
  platforms: PlatformCode[];
  /** A variant axis besides platform and region: editions or face values, with a price each. */
  options: { faceValue?: string; priceUsdCents: number }[];
  regions: RegionCode[];
}

function shapeOf(type: ProductType, random: Random): Shape {
  const title = `${pick(random, titleAdjectives)} ${pick(random, titleNouns)}${pick(random, titleSuffixes)}`;
  const base = pick(random, [999, 1499, 1999, 2999, 3999, 4999, 5999, 6999]);
  const twoPlatforms = () => [...new Set([pick(random, gamePlatforms), pick(random, gamePlatforms)])];
  switch (type) {
    case 'key':
      return { name: title, category: 'Games', platforms: twoPlatforms(), options: [{ faceValue: 'Standard Edition', priceUsdCents: base }, { faceValue: 'Deluxe Edition', priceUsdCents: base + 1500 }], regions: gameRegions };
    case 'dlc':
      return { name: `${title} – ${pick(random, dlcKinds)}`, category: 'DLC', platforms: twoPlatforms(), options: [{ priceUsdCents: Math.round(base / 3) + 99 }], regions: gameRegions };
    case 'account': {
      const tier = pick(random, ['Starter', 'Veteran', 'Elite']);
      return { name: `${title} ${tier} Account`, category: 'Accounts', platforms: twoPlatforms(), options: [{ faceValue: `Level ${between(random, 20, 90)}`, priceUsdCents: base + 500 }, { faceValue: 'All characters unlocked', priceUsdCents: base + 2500 }], regions: ['GLOBAL', 'EU', 'NA', 'US', 'UK'] };
    }
    case 'gift_card': {
      const currency = random() < 0.5;
      const name = currency ? `${title} ${pick(random, currencyNames)}` : `${pick(random, giftBrands)} Gift Card ${pick(random, titleNouns)}`;
      return {
        name,
        category: currency ? 'in_game_currency' : 'platform_currency',
        platforms: [pick(random, gamePlatforms)],
        options: currency ? [500, 1200, 2800].map((n) => ({ faceValue: `${n.toLocaleString('en-US')} ${name.split(' ').pop()}`, priceUsdCents: n * 2 - 1 })) : [10, 25, 50, 100].map((n) => ({ faceValue: `$${n}`, priceUsdCents: n * 100 })),
        regions: cardRegions,
      };
    }
    case 'subscription': {
      const platform = pick(random, gamePlatforms);
      const platformName = platforms.find((p) => p.code === platform)!.name;
      return { name: `${platformName} ${pick(random, subscriptionKinds)} ${pick(random, titleNouns)}`, category: 'Subscriptions', platforms: [platform], options: [1, 3, 12].map((m) => ({ faceValue: `${m} month${m > 1 ? 's' : ''}`, priceUsdCents: m * 999 - (m === 12 ? 2000 : 0) })), regions: cardRegions };
    }
    case 'software':
      return { name: `${pick(random, softwareNames)} ${pick(random, softwareEditions)} ${between(random, 2019, 2026)}`, category: 'Software', platforms: ['pc'], options: [{ faceValue: '1 device, 1 year', priceUsdCents: base }, { faceValue: '3 devices, 1 year', priceUsdCents: base * 2 }], regions: ['GLOBAL', 'EU', 'US', 'UK', 'JP', 'AU'] };
  }
}

/**
 * `count` products with `variantTotal` variants between them (one to eight each), of all six types, on the seed's real
 * platforms and regions, named from the word lists. A few are pre-orders (no keys until launch) or inactive. Every
 * product gets its share of `keyTotal` keys, spread over its in-stock variants with a long tail, as stock really is.
 */
export function generateCatalog(random: Random, now: Date, sizes: { products: number; variants: number; keys: number }): ScaleProduct[] {
  const at = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();
  const slugs = new Set<string>();
  const perProduct = spread(random, sizes.products, sizes.variants, 1, 8);
  const products: ScaleProduct[] = [];
  for (let n = 0; n < sizes.products; n++) {
    const type = pickType(random);
    const shape = shapeOf(type, random);
    const productId = `prd_scale_${String(n + 1).padStart(5, '0')}`;
    let slug = slugify(shape.name);
    if (slugs.has(slug)) slug = `${slug}-${n + 1}`;
    slugs.add(slug);
    const preorder = type === 'key' && random() < 0.02;
    const listedDaysAgo = preorder ? between(random, 1, 20) : between(random, 0, 730);
    const createdAt = new Date(now.getTime() - listedDaysAgo * dayMs - between(random, 0, dayMs - 1)).toISOString();
    const combos = shuffle(random, shape.platforms.flatMap((platformId) => shape.regions.flatMap((regionCode) => shape.options.map((o) => ({ platformId, regionCode, ...o })))));
    const unique = [...new Map(combos.map((c) => [`${c.platformId}|${c.regionCode}|${c.faceValue ?? ''}`, c])).values()];
    const variants = unique.slice(0, perProduct[n]!).map((c, i): ScaleVariant => ({
      variantId: `var_scale_${String(n + 1).padStart(5, '0')}_${i + 1}`,
      productId,
      platformId: c.platformId,
      regionId: c.regionCode.toLowerCase(),
      regionCode: c.regionCode,
      priceUsdCents: c.priceUsdCents,
      ...(random() < 0.4 ? { retailPriceUsdCents: Math.round(c.priceUsdCents * 1.25) } : {}),
      ...(c.faceValue ? { faceValue: c.faceValue } : {}),
      isActive: true,
      languageCodes: [...allLanguageCodes],
      keyCount: 0,
      createdAt,
    }));
    const genre = pick(random, genres);
    products.push({
      productId,
      name: shape.name,
      slug,
      description: `${shape.name}: a ${genre} ${type === 'gift_card' ? 'top-up' : 'title'} delivered as a digital code the moment the payment clears.`,
      productType: type,
      category: shape.category,
      tags: [genre, type.replace('_', ' ')],
      ...(type === 'gift_card' || type === 'subscription' ? {} : { developer: pick(random, studios), publisher: pick(random, publishers), ageRating: pick(random, ratings) }),
      deliveryType: preorder ? 'scheduled' : 'instant',
      releaseDate: preorder ? at(25) : at(-listedDaysAgo - between(random, 0, 400)),
      isActive: random() >= 0.03,
      isPreorder: preorder,
      ...(preorder ? { preorderStartDate: createdAt, preorderEndDate: at(20), expectedDeliveryDate: at(25), preorderDeliveryInfo: 'Keys are delivered on launch day, in order of purchase.' } : {}),
      searchKeywords: [...new Set([shape.name.toLowerCase(), genre, ...variants.map((v) => v.platformId)])],
      rating: between(random, 55, 98),
      createdAt,
      variants,
    });
  }
  allocateKeys(random, products, sizes.keys);
  return products;
}

/** Splits `total` into `count` parts between `min` and `max`, randomly but summing exactly. */
export function spread(random: Random, count: number, total: number, min: number, max: number): number[] {
  if (count === 0) return [];
  const parts = Array.from({ length: count }, () => Math.floor(total / count));
  const remainder = total - parts[0]! * count;
  for (let i = 0; i < remainder; i++) parts[i]! += 1;
  for (let moves = 0; moves < count * 2; moves++) {
    const from = Math.floor(random() * count);
    const to = Math.floor(random() * count);
    if (parts[from]! > min && parts[to]! < max) {
      parts[from]! -= 1;
      parts[to]! += 1;
    }
  }
  return parts;
}

/** Keys by popularity: earlier-weighted products and a long tail, a few deep variants, every in-stock variant at least one. */
function allocateKeys(random: Random, products: ScaleProduct[], total: number) {
  const stocked = products.flatMap((p) => (p.isPreorder ? [] : p.variants));
  if (stocked.length === 0) return;
  const weights = stocked.map(() => 0.2 + random() ** 3 * 4);
  const sum = weights.reduce((a, b) => a + b, 0);
  let given = 0;
  stocked.forEach((v, i) => {
    v.keyCount = Math.max(1, Math.floor((weights[i]! / sum) * total));
    given += v.keyCount;
  });
  for (let i = 0; given < total; i = (i + 1) % stocked.length, given++) stocked[i]!.keyCount += 1;
  for (let i = 0; given > total; i = (i + 1) % stocked.length) {
    if (stocked[i]!.keyCount > 1) {
      stocked[i]!.keyCount -= 1;
      given--;
    }
  }
}

function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}
