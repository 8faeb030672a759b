import { staffRoles } from '../../shared/auth/role-resolution';
import type { roleRecordEntity } from '../../functions/lib/data/entities/role-record';
import type { CreateEntityItem } from 'electrodb';
import { countries } from '../../shared/reference/countries';
import type { countryEntity } from '../../functions/lib/data/entities/country';
import type { featuredSlideEntity } from '../../functions/lib/data/entities/featured-slide';
import type { languageEntity } from '../../functions/lib/data/entities/language';
import type { platformEntity } from '../../functions/lib/data/entities/platform';
import type { regionEntity } from '../../functions/lib/data/entities/region';
import type { userEntity } from '../../functions/lib/data/entities/user';
import { buildProducts, productIdFor, type PlannedVariant, type ProductInput } from './build-products';
import { buildReviews, type ReviewInput } from './build-reviews';
import { sampleRates } from './seed-data/currency-rates';
import { demoAccounts } from './seed-data/demo-accounts';
import { featuredSlides } from './seed-data/featured-slides';
import { languages } from './seed-data/languages';
import { platforms } from './seed-data/platforms';
import { productSpecs } from './seed-data/products';
import { regions } from './seed-data/regions';

export interface DemoCatalog {
  platforms: CreateEntityItem<typeof platformEntity>[];
  regions: CreateEntityItem<typeof regionEntity>[];
  languages: CreateEntityItem<typeof languageEntity>[];
  countries: CreateEntityItem<typeof countryEntity>[];
  products: ProductInput[];
  variants: PlannedVariant[];
  slides: CreateEntityItem<typeof featuredSlideEntity>[];
  users: CreateEntityItem<typeof userEntity>[];
  roleRecords: CreateEntityItem<typeof roleRecordEntity>[];
  reviews: ReviewInput[];
  currencyRates: { base: 'USD'; rates: typeof sampleRates; asOf: string; source: string };
}

const dayMs = 86_400_000;

/** The whole demo catalogue as entity items, dated relative to `now` so pre-order windows and slides are always live. */
export function buildCatalog(now: Date): DemoCatalog {
  const at = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();
  const built = buildProducts(productSpecs, now, new Set(featuredSlides.map((s) => s.productSlug)));
  const variants = built.variants;
  const reviews: ReviewInput[] = [];
  // Each product carries its review count and rating total, as every later review write will keep them.
  const products = built.products.map((product) => {
    const own = buildReviews(product, now);
    reviews.push(...own);
    return { ...product, reviewCount: own.length, reviewRatingTotal: own.reduce((sum, r) => sum + r.rating, 0) };
  });

  const slides = featuredSlides.map((slide, displayOrder) => {
    const productId = productIdFor(slide.productSlug);
    const { platform, region, faceValue } = slide.target;
    const variant = variants.find(
      (v) => v.item.productId === productId && v.item.platformId === platform && v.item.regionId === region.toLowerCase() && v.item.faceValue === faceValue,
    )?.item;
    if (!variant) throw new Error(`Featured slide ${slide.title} points at no seeded variant (${platform}/${region}/${faceValue})`);
    // No custom price: the slide shows the targeted variant's price and retail price, so it can never drift from the page.
    return {
      slideId: `sld_${slide.productSlug}`,
      productId,
      variantId: variant.variantId,
      title: slide.title,
      subtitle: slide.subtitle,
      backgroundGradient: slide.backgroundGradient,
      ctaText: 'Shop Now',
      translations: slide.translations,
      displayOrder,
      isActive: true,
      hideTitle: false,
      startDate: slide.startedDaysAgo === undefined ? undefined : at(-slide.startedDaysAgo),
      endDate: slide.endsInDays === undefined ? undefined : at(slide.endsInDays),
    };
  });

  return {
    platforms: platforms.map(({ code, name, translations, ...instructions }) => ({ platformId: code, code, name, ...instructions, translations })),
    regions: regions.map((r) => ({
      regionId: r.code.toLowerCase(),
      code: r.code,
      name: r.name,
      isGlobal: r.isGlobal,
      restrictions: r.restrictions,
      excludedCountries: r.excludedCountries ?? [],
    })),
    languages: languages.map((l) => ({ ...l, isActive: true })),
    countries: countries.map((c) => ({ code: c.code, name: c.name, isActive: true })),
    products,
    variants,
    slides,
    users: demoAccounts.map(({ userId, email, fullName, country, groups }) => ({ userId, email, fullName, country, groups, createdAt: now.toISOString() })),
    // Role records are the source of truth for roles; the demo staff accounts get theirs, mirrored in their groups.
    roleRecords: demoAccounts.flatMap(({ userId, groups }) =>
      staffRoles.filter((role) => groups.includes(role)).map((role) => ({ userId, role, isActive: true, updatedBy: 'seed' })),
    ),
    reviews,
    currencyRates: { base: 'USD', rates: sampleRates, asOf: now.toISOString(), source: 'sample rates (embedded default)' },
  };
}
