import type { SlideView } from '../../shared/catalog/catalog-views';
import { isSlideLive, slideOffer } from '../../shared/catalog/featured-slide';
import { editionParam } from '../../shared/catalog/variant-selection';
import type { VariantItem } from '../lib/data/entities/variant';
import type { Deps } from '../lib/deps';
import { referenceLookup, type ReferenceLookup } from './reference-lookup';
import { withTranslations } from './view-translations';

/**
 * The homepage slides that are active and inside their date window, in display order, with their product's slug and
 * the variant each advertises: its options for the call to action's link and its price unless the slide sets one.
 * A target that is gone or switched off leaves the slide pointing at the product's default variant.
 */
export async function liveSlides(deps: Deps): Promise<SlideView[]> {
  const { featuredSlide, product, variant } = deps.store.entities;
  const now = deps.now();
  const slides = (await featuredSlide.query.byId({}).go({ pages: 'all' })).data
    .filter((s) => isSlideLive({ isActive: s.isActive, startDate: s.startDate ?? null, endDate: s.endDate ?? null }, now))
    .sort((a, b) => a.displayOrder - b.displayOrder);
  if (slides.length === 0) return [];
  // BatchGetItem refuses a list with the same key twice, and two slides may advertise one product or one variant.
  const productIds = [...new Set(slides.map((s) => s.productId))];
  const targeted = [...new Map(slides.filter((s) => s.variantId).map((s) => [`${s.productId}/${s.variantId}`, { productId: s.productId, variantId: s.variantId! }])).values()];
  const [products, variants, reference] = await Promise.all([
    product.get(productIds.map((productId) => ({ productId }))).go(),
    targeted.length ? variant.get(targeted).go() : Promise.resolve({ data: [] }),
    referenceLookup(deps),
  ]);
  const slugs = new Map(products.data.filter((p) => p.isActive).map((p) => [p.productId, p.slug]));
  // Keyed by product and variant: a variant of another product never matches a slide.
  const live = new Map(variants.data.filter((v) => v.isActive).map((v) => [`${v.productId}/${v.variantId}`, v]));
  return slides.map((s) => {
    const target = s.variantId ? slideTarget(live.get(`${s.productId}/${s.variantId}`), reference) : null;
    return {
      slideId: s.slideId,
      productId: s.productId,
      productSlug: slugs.get(s.productId) ?? null,
      target: target?.query ?? null,
      title: s.title,
      subtitle: s.subtitle ?? null,
      ...slideOffer(
        { customPriceUsdCents: s.customPriceUsdCents ?? null, originalPriceUsdCents: s.originalPriceUsdCents ?? null, discountPercentage: s.discountPercentage ?? null },
        target?.variant ?? null,
      ),
      imageUrl: s.imageUrl ?? null,
      backgroundGradient: s.backgroundGradient,
      ctaText: s.ctaText,
      hideTitle: s.hideTitle,
      ...withTranslations(s.translations),
    };
  });
}

/** The targeted variant with the product page query that selects it; null when it or its platform or region is gone. */
function slideTarget(found: VariantItem | undefined, reference: ReferenceLookup) {
  const platform = found && reference.platforms.get(found.platformId);
  const region = found && reference.regions.get(found.regionId);
  if (!found || !platform || !region) return null;
  return { variant: found, query: { platform: platform.code, region: region.code, edition: editionParam({ faceValue: found.faceValue ?? null }) } };
}
