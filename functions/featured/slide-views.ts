import type { AdminSlideView } from '../../shared/content/featured-slide-input';
import type { FeaturedSlideItem } from '../lib/data/entities/featured-slide';
import type { VariantItem } from '../lib/data/entities/variant';
import type { ReferenceLookup } from '../catalog/reference-lookup';

/** 'Steam – Global – Deluxe Edition': how staff recognise a variant. */
export function variantLabel(variant: VariantItem, reference: ReferenceLookup): string {
  const platform = reference.platforms.get(variant.platformId)?.name ?? variant.platformId;
  const region = reference.regions.get(variant.regionId)?.name ?? variant.regionId;
  return [platform, region, variant.faceValue].filter(Boolean).join(' – ');
}

export function adminSlideView(slide: FeaturedSlideItem, productName: string | null, label: string | null): AdminSlideView {
  return {
    slideId: slide.slideId,
    productId: slide.productId,
    productName,
    variantId: slide.variantId ?? null,
    variantLabel: label,
    title: slide.title,
    subtitle: slide.subtitle ?? null,
    customPriceUsdCents: slide.customPriceUsdCents ?? null,
    originalPriceUsdCents: slide.originalPriceUsdCents ?? null,
    discountPercentage: slide.discountPercentage ?? null,
    imageType: slide.imageType,
    imageUrl: slide.imageUrl ?? null,
    backgroundGradient: slide.backgroundGradient,
    ctaText: slide.ctaText,
    displayOrder: slide.displayOrder,
    isActive: slide.isActive,
    hideTitle: slide.hideTitle,
    startDate: slide.startDate ?? null,
    endDate: slide.endDate ?? null,
    updatedAt: slide.updatedAt,
  };
}

/** The audit's picture of a slide: the fields staff set, nulls included, so before/after show a price cleared. */
export function auditedFields(slide: AdminSlideView): Record<string, unknown> {
  const { slideId: _id, productName: _name, variantLabel: _label, updatedAt: _at, ...fields } = slide;
  return fields;
}
