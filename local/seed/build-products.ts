import type { CreateEntityItem } from 'electrodb';
import type { PlatformCode } from '../../shared/catalog/platform';
import type { ProductType } from '../../shared/catalog/product';
import type { productEntity } from '../../functions/lib/data/entities/product';
import type { variantEntity } from '../../functions/lib/data/entities/variant';
import type { ProductSpec, StockPlan, VariantSpec } from './catalog-spec';
import { translatedLanguages, type Translations } from '../../shared/catalog/translations';
import { allLanguageCodes } from './seed-data/languages';
import { pcRequirements } from './seed-data/pc-requirements';

export type ProductInput = CreateEntityItem<typeof productEntity>;
export type VariantInput = CreateEntityItem<typeof variantEntity>;

export interface PlannedVariant {
  item: VariantInput;
  productType: ProductType;
  platform: PlatformCode;
  /** Pre-order variants start without keys: keys bought before launch go to the pre-order queue. */
  stock: StockPlan | 'preorder';
}

const dayMs = 86_400_000;
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const pcPlatforms = new Set<PlatformCode>(['steam', 'epic', 'battlenet', 'pc']);

export function productIdFor(slug: string): string {
  return checkedId(`prd_${slug}`);
}

function checkedId(id: string): string {
  if (!idPattern.test(id)) throw new Error(`Seed id ${id} is not a valid id (letters, digits, _ and -, at most 64)`);
  return id;
}

/** Turns the compact specs into entity items, with every date an offset from `now`. */
export function buildProducts(specs: readonly ProductSpec[], now: Date, featuredSlugs: ReadonlySet<string>) {
  const at = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();
  const products: ProductInput[] = [];
  const variants: PlannedVariant[] = [];
  const slugs = new Set<string>();

  specs.forEach((spec, index) => {
    if (!slugPattern.test(spec.slug) || slugs.has(spec.slug)) throw new Error(`Seed slug ${spec.slug} is malformed or repeated`);
    slugs.add(spec.slug);
    const productId = productIdFor(spec.slug);
    const { preorder } = spec;
    const preorderWindow = preorder && {
      preorderStartDate: at(-preorder.openedDaysAgo),
      preorderEndDate: at(preorder.closesInDays),
      expectedDeliveryDate: at(preorder.closesInDays + preorder.deliveryDaysAfterClose),
      preorderDeliveryInfo: preorder.info,
    };
    if (!preorderWindow && spec.releasedDaysAgo === undefined) throw new Error(`Seed product ${spec.slug} needs a release date`);
    // Listed when the pre-order opened, or at release for recent games; older catalogue went live 90 days ago.
    // The index breaks ties so the newest-first listing has a stable order.
    const listedDaysAgo = preorder ? preorder.openedDaysAgo : Math.min(spec.releasedDaysAgo ?? 0, 90);
    const createdAt = new Date(now.getTime() - listedDaysAgo * dayMs - index * 60_000).toISOString();

    products.push({
      productId,
      name: spec.name,
      slug: spec.slug,
      description: spec.description,
      productType: spec.productType,
      category: spec.category,
      tags: spec.tags,
      developer: spec.developer,
      publisher: spec.publisher,
      ageRating: spec.ageRating,
      deliveryType: spec.deliveryType ?? (preorderWindow ? 'scheduled' : 'instant'),
      releaseDate: preorderWindow ? preorderWindow.expectedDeliveryDate : at(-(spec.releasedDaysAgo ?? 0)),
      isActive: true,
      featured: featuredSlugs.has(spec.slug),
      isPreorder: Boolean(preorderWindow),
      ...preorderWindow,
      seoTitle: spec.seoTitle,
      seoDescription: spec.seoDescription,
      searchKeywords: [...new Set([spec.name.toLowerCase(), ...spec.tags, ...spec.variants.map((v) => v.platform)])],
      rating: spec.rating,
      ...(spec.translations ? { translations: productTexts(spec.translations) } : {}),
      createdAt,
    });

    spec.variants.forEach((variant, i) => {
      checkVariant(spec, variant);
      variants.push({
        item: {
          variantId: checkedId(`var_${spec.slug}_${String(i + 1).padStart(2, '0')}`),
          productId,
          platformId: variant.platform,
          regionId: variant.region.toLowerCase(),
          priceUsdCents: variant.priceUsdCents,
          retailPriceUsdCents: variant.retailPriceUsdCents,
          faceValue: variant.faceValue,
          forceAvailable: !preorderWindow && variant.stock === 'force_available',
          activationInstructions: variant.activationInstructions,
          ...variantTexts(spec, variant),
          isActive: true,
          languageCodes: variant.languages ?? [...allLanguageCodes],
          systemRequirements: spec.requirements && pcPlatforms.has(variant.platform) ? pcRequirements[spec.requirements] : {},
          availableKeys: 0,
          createdAt,
        },
        productType: spec.productType,
        platform: variant.platform,
        stock: preorderWindow ? 'preorder' : (variant.stock ?? 'in_stock'),
      });
    });
  });
  return { products, variants };
}

function productTexts(translations: NonNullable<ProductSpec['translations']>) {
  const texts: Translations<'name' | 'description' | 'seoTitle' | 'seoDescription'> = {};
  for (const language of translatedLanguages) {
    const text = translations[language];
    if (text) texts[language] = { name: text.name, description: text.description, ...(text.seoTitle ? { seoTitle: text.seoTitle } : {}), ...(text.seoDescription ? { seoDescription: text.seoDescription } : {}) };
  }
  return texts;
}

/** The variant's own translations, with its face value from the product's `faceValues` where that names it. */
function variantTexts(spec: ProductSpec, variant: VariantSpec): { translations?: Translations<'faceValue' | 'activationInstructions'> } {
  const texts: Translations<'faceValue' | 'activationInstructions'> = {};
  for (const language of translatedLanguages) {
    const faceValue = variant.faceValue === undefined ? undefined : spec.translations?.[language]?.faceValues?.[variant.faceValue];
    const merged = { ...variant.translations?.[language], ...(faceValue ? { faceValue } : {}) };
    if (Object.keys(merged).length > 0) texts[language] = merged;
  }
  return Object.keys(texts).length > 0 ? { translations: texts } : {};
}

function checkVariant(spec: ProductSpec, variant: VariantSpec): void {
  const label = `${spec.slug} ${variant.platform}/${variant.region}/${variant.faceValue ?? ''}`;
  if (!Number.isInteger(variant.priceUsdCents) || variant.priceUsdCents <= 0) throw new Error(`Seed variant ${label} needs a price in whole cents`);
  if (variant.retailPriceUsdCents !== undefined && variant.retailPriceUsdCents <= variant.priceUsdCents) {
    throw new Error(`Seed variant ${label} has a retail price that is not above its price`);
  }
  const twins = spec.variants.filter((v) => v.platform === variant.platform && v.region === variant.region && v.faceValue === variant.faceValue);
  if (twins.length > 1) throw new Error(`Seed variant ${label} is listed twice`);
}
