import { listedEditionName } from '../../shared/catalog/edition-names';
import { productScore, reviewAverage } from '../../shared/catalog/product-score';
import { isPurchasable, stockState } from '../../shared/catalog/stock-state';
import { searchLanguages, type SearchLanguage } from '../../shared/search/index-names';
import { priceRangeOf } from '../../shared/search/price-ranges';
import type { SearchHit } from '../../shared/search/search-hit';
import { typeWordsOf } from '../../shared/search/type-words';
import type { ReferenceLookup } from '../catalog/reference-lookup';
import type { ProductItem } from '../lib/data/entities/product';
import type { VariantItem } from '../lib/data/entities/variant';
import { popularityOf } from './popularity';

/**
 * The search records of a product: one per active variant whose platform and region are known, in every search
 * language (en, es, pt). Names and descriptions come from the product's translations, field by field, falling
 * back to English; the variant's edition or face value from the editions table or its own translation.
 */
export function toSearchHits(product: ProductItem, variants: VariantItem[], reference: ReferenceLookup, now: Date, featuredRank = 0): SearchHit[] {
  if (!product.isActive) return [];
  const categories = [...new Set([product.category, ...product.tags])];
  // Items written before the review counters existed have neither; they count as no reviews.
  const reviewCount = product.reviewCount ?? 0;
  const shared = {
    product_id: product.productId,
    slug: product.slug,
    image_url: product.imageUrl ?? null,
    product_type: product.productType,
    categories,
    categories_without_path: categories,
    developer: product.developer ?? null,
    publisher: product.publisher ?? null,
    // The score the product page shows, so a card and the page never disagree.
    rating: productScore({ reviewCount, averageRating: reviewAverage(reviewCount, product.reviewRatingTotal) }),
    review_count: reviewCount,
    popularity: popularityOf(product),
    featured_rank: featuredRank,
  };
  return variants.flatMap((v) => {
    const platform = reference.platforms.get(v.platformId);
    const region = reference.regions.get(v.regionId);
    if (!v.isActive || !platform || !region) return [];
    const state = stockState(v, product, now);
    // The edition or denomination ("Deluxe Edition", "$50") is searchable as written among the phrases, so 'deluxe
    // edition' still finds it on the Spanish index; in the record's language it is `edition_name` when the editions
    // table names it, or the variant's own translation among that language's phrases ('1.000 de poeira estelar').
    // A variant's record names its own platform only: a product's keywords list all its platforms, and 'starfall
    // playstation' must find the PlayStation variant, not any variant whose keywords say 'playstation'.
    const phrases = [...new Set([...product.searchKeywords, ...v.searchKeywords, ...(v.faceValue ? [v.faceValue] : [])])].filter((phrase) => !namesOtherPlatform(phrase, otherPlatforms(reference, platform)));
    return searchLanguages.map(
      (language): SearchHit => ({
        ...shared,
        objectID: v.variantId,
        variant_id: v.variantId,
        ...localText(product, language),
        platform: { name: platform.name, code: platform.code },
        region: { name: region.name, code: region.code },
        face_value: v.faceValue ?? null,
        edition_name: v.faceValue ? listedEditionName(v.faceValue, language) : null,
        price: { USD: v.priceUsdCents / 100 },
        price_range: priceRangeOf(v.priceUsdCents / 100),
        in_stock: isPurchasable(state),
        is_preorder: state === 'preorder',
        alternative_phrases: withOwnFaceValue(phrases, v, language),
        type_words: typeWordsOf(product.productType, product.category, product.tags, language),
        keywords: phrases,
        language,
      }),
    );
  });
}

/** The phrases with the variant's own translated face value in `language` ('Nível 30, pronta para ranqueadas'), if it has one. */
function withOwnFaceValue(phrases: string[], variant: VariantItem, language: SearchLanguage): string[] {
  const own = language === 'en' ? undefined : variant.translations?.[language]?.faceValue;
  return own && !phrases.includes(own) ? [...phrases, own] : phrases;
}

function localText(product: ProductItem, language: SearchLanguage): { name: string; description: string } {
  const translated = language === 'en' ? undefined : product.translations?.[language];
  return { name: translated?.name || product.name, description: translated?.description || product.description };
}

/** The codes and names of every platform but this one, lower-cased. */
function otherPlatforms(reference: ReferenceLookup, own: { platformId: string }): Set<string> {
  const names = new Set<string>();
  for (const p of reference.platforms.values()) if (p.platformId !== own.platformId) for (const n of [p.code, p.name]) names.add(n.toLowerCase());
  return names;
}

/** Whether a keyword names another platform as a word of its own ('starfall playstation' on the Steam variant). */
function namesOtherPlatform(phrase: string, others: Set<string>): boolean {
  const padded = ` ${phrase.toLowerCase()} `;
  for (const name of others) if (padded.includes(` ${name} `)) return true;
  return false;
}
