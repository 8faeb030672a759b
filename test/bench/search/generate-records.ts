// A deterministic catalogue for the search benchmark: the same seed always gives the same records, so runs compare.
import type { ProductType } from '../../../shared/catalog/product';
import type { SearchLanguage } from '../../../shared/search/index-names';
import { priceRangeOf } from '../../../shared/search/price-ranges';
import type { SearchHit } from '../../../shared/search/search-hit';
import { productTypeWords } from '../../../shared/search/type-words';
import * as words from './word-lists';

/** The index record as the contract defines it. */
export type IndexRecord = SearchHit;

export interface GenerateOptions {
  products?: number;
  language?: SearchLanguage;
  seed?: number;
}

/** mulberry32: tiny, fast and good enough to spread a catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}

type Rng = ReturnType<typeof random>;

const typeWeights: [ProductType, number][] = [
  ['key', 0.62],
  ['dlc', 0.12],
  ['gift_card', 0.08],
  ['software', 0.06],
  ['account', 0.07],
  ['subscription', 0.05],
];

function productType(rng: Rng): ProductType {
  let roll = rng.next();
  for (const [type, weight] of typeWeights) {
    if ((roll -= weight) < 0) return type;
  }
  return 'key';
}

function title(rng: Rng, withSubtitle = true): string {
  if (rng.next() < 0.01) return rng.pick(words.franchises);
  const head = rng.pick(words.titleHeads);
  const tail = rng.pick(words.titleTails);
  const joined = /^[a-z]+$/.test(tail) ? `${head}${tail}` : `${head} ${tail}`;
  const roll = withSubtitle ? rng.next() : 1;
  if (roll < 0.15) return `${joined}: ${rng.pick(words.subtitles)}`;
  if (roll < 0.22) return `${joined} ${rng.pick(['II', 'III', '2', '3', 'Zero'])}`;
  return joined;
}

function studio(rng: Rng): string {
  return `${rng.pick(words.studioWords)} ${rng.pick(words.studioSuffixes)}`;
}

function productName(type: ProductType, rng: Rng, language: SearchLanguage): { name: string; faces: string[] } {
  const local = words.localWords[language];
  switch (type) {
    case 'gift_card': {
      const brand = rng.pick(words.giftCardBrands);
      return { name: `${brand} ${local.giftCard}`, faces: ['$10', '$20', '$25', '$50', '$100', '€20', '€50', '£25'] };
    }
    case 'subscription': {
      const months = rng.pick([1, 3, 6, 12]);
      return { name: `${rng.pick(words.subscriptionServices)} ${months} ${local.months}`, faces: [`${months} ${local.months}`] };
    }
    case 'software':
      return { name: `${rng.pick(words.softwareNames)} ${rng.pick(['2025', '2026', 'Pro', 'Home', 'Business'])}`, faces: ['1 Device', '3 Devices', '5 Devices'] };
    case 'account':
      return { name: `${title(rng)} — ${local.account}`, faces: ['Standard', 'Level 30', 'Ranked Ready'] };
    case 'dlc':
      return { name: `${title(rng, false)}: ${rng.pick(words.dlcKinds)}`, faces: ['Standard'] };
    default: {
      const name = title(rng);
      if (rng.next() < 0.04) {
        return { name: `${name} ${rng.pick(words.currencyPacks)}`, faces: ['500', '1,000', '2,800', '5,000', '13,500'] };
      }
      return { name, faces: words.editionNames.map((e) => (e === 'Deluxe Edition' ? local.deluxe : e)) };
    }
  }
}

function description(name: string, genre: string, tag: string, dev: string, rng: Rng, language: SearchLanguage): string {
  const templates = words.descriptionTemplates[language];
  const count = rng.int(3, 5);
  const start = rng.int(0, templates.length - 1);
  const sentences = Array.from({ length: count }, (_, i) => templates[(start + i) % templates.length]!);
  return sentences.join(' ').replaceAll('{title}', name).replaceAll('{genre}', genre).replaceAll('{tag}', tag).replaceAll('{studio}', dev);
}

const cardPlatforms: [string, (typeof words.platforms)[number]['code']][] = [
  ['Steam', 'steam'],
  ['PlayStation', 'playstation'],
  ['Xbox', 'xbox'],
  ['Nintendo', 'nintendo'],
  ['Epic', 'epic'],
  ['Battle.net', 'battlenet'],
];

/** A store's card redeems on its own platform; the rest are PC cards. */
function giftCardPlatform(name: string): (typeof words.platforms)[number] {
  const code = cardPlatforms.find(([brand]) => name.startsWith(brand))?.[1] ?? 'pc';
  return words.platforms.find((p) => p.code === code)!;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Initials, the edition's name and short forms shoppers type, e.g. 'GOTY' for a Game of the Year edition. */
function alternativePhrases(name: string, face: string): string[] {
  const initials = name.split(/[\s:—-]+/).filter(Boolean).map((w) => w[0]).join('');
  const phrases = initials.length >= 2 ? [initials.toUpperCase()] : [];
  if (/Edition|Edición|Edição/.test(face)) phrases.push(face);
  if (face === 'Game of the Year Edition') phrases.push('GOTY');
  return phrases;
}

/**
 * About 10,000 products with 1–5 variants each (3 on average) across platforms, regions and editions or face
 * values: about 30,000 records of one language's index.
 */
export function generateRecords(options: GenerateOptions = {}): IndexRecord[] {
  const { products = 10_000, language = 'en', seed = 5 } = options;
  const rng = random(seed);
  const records: IndexRecord[] = [];
  for (let p = 0; p < products; p++) {
    const type = productType(rng);
    const { name, faces } = productName(type, rng, language);
    const productId = `prd_bench_${String(p).padStart(5, '0')}`;
    const genre = rng.pick(words.categories);
    const tag = rng.pick(words.tags);
    const dev = studio(rng);
    const publisher = rng.next() < 0.3 ? dev : studio(rng);
    const gameLike = type === 'key' || type === 'dlc' || type === 'account';
    const categories = gameLike ? [genre, tag, rng.pick(words.tags)].filter((c, i, all) => all.indexOf(c) === i) : [type === 'gift_card' ? 'Gift Cards' : type === 'subscription' ? 'Subscriptions' : 'Software'];
    // A long tail: most products sell a little, a few sell a lot.
    const popularity = Math.floor(2000 * rng.next() ** 6) + rng.int(0, 20);
    const featured = rng.next() < 0.01 ? rng.int(1, 50) : 0;
    const preorder = gameLike && rng.next() < 0.03;
    // The product page's score: reviewed products show their average, the rest the catalogue rating or 90.
    const rating = rng.next() < 0.8 ? rng.int(55, 98) : 90;
    const reviewCount = rng.next() < 0.6 ? rng.int(1, 40) : 0;
    const basePrice = type === 'gift_card' ? 0 : rng.int(199, 6999) / 100;
    const text = description(name, genre, tag, dev, rng, language);
    const variantCount = rng.int(1, 5);
    const seen = new Set<string>();
    for (let v = 0; v < variantCount; v++) {
      const platform = type === 'gift_card' ? giftCardPlatform(name) : rng.pick(words.platforms);
      const region = rng.pick(words.regions);
      const face = rng.pick(faces);
      const key = `${platform.code}|${region.code}|${face}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const faceAmount = Number(face.replace(/[^0-9.]/g, '')) || 0;
      const price = type === 'gift_card' ? Math.ceil(faceAmount * 1.03) - 0.01 : Math.round((basePrice * (1 + 0.35 * (faces.indexOf(face) % 4))) * 100) / 100;
      const variantId = `var_bench_${String(p).padStart(5, '0')}_${v + 1}`;
      records.push({
        objectID: variantId,
        product_id: productId,
        variant_id: variantId,
        name,
        slug: slugify(name) || productId,
        description: text,
        image_url: rng.next() < 0.9 ? `/images/products/${productId}.webp` : null,
        platform: { name: platform.name, code: platform.code },
        region: { name: region.name, code: region.code },
        product_type: type,
        face_value: face,
        // Faces are already in the index's language here; editions are the ones the editions table would name.
        edition_name: /Edition|Edición|Edição/.test(face) ? face : null,
        price: { USD: price },
        price_range: priceRangeOf(price),
        in_stock: preorder || rng.next() < 0.85,
        is_preorder: preorder,
        categories,
        categories_without_path: categories,
        keywords: [name.toLowerCase(), platform.code, ...categories.map((c) => c.toLowerCase())],
        rating,
        review_count: reviewCount,
        alternative_phrases: alternativePhrases(name, face),
        type_words: productTypeWords[type][language],
        developer: type === 'gift_card' ? null : dev,
        publisher: type === 'gift_card' ? null : publisher,
        popularity,
        featured_rank: featured,
        language,
      });
    }
  }
  return records;
}
