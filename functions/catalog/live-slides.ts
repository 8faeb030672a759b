import type { SlideView } from '../../shared/catalog/catalog-views';
import { isSlideLive } from '../../shared/catalog/featured-slide';
import type { Deps } from '../lib/deps';
import { withTranslations } from './view-translations';

/** The homepage slides that are active and inside their date window, in display order, with their product's slug. */
export async function liveSlides(deps: Deps): Promise<SlideView[]> {
  const { featuredSlide, product } = deps.store.entities;
  const now = deps.now();
  const slides = (await featuredSlide.query.byId({}).go({ pages: 'all' })).data
    .filter((s) => isSlideLive({ isActive: s.isActive, startDate: s.startDate ?? null, endDate: s.endDate ?? null }, now))
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const products = slides.length ? (await product.get(slides.map((s) => ({ productId: s.productId }))).go()).data : [];
  const slugs = new Map(products.filter((p) => p.isActive).map((p) => [p.productId, p.slug]));
  return slides.map((s) => ({
    slideId: s.slideId,
    productId: s.productId,
    productSlug: slugs.get(s.productId) ?? null,
    title: s.title,
    subtitle: s.subtitle ?? null,
    customPriceUsdCents: s.customPriceUsdCents ?? null,
    originalPriceUsdCents: s.originalPriceUsdCents ?? null,
    discountPercentage: s.discountPercentage ?? null,
    imageUrl: s.imageUrl ?? null,
    backgroundGradient: s.backgroundGradient,
    ctaText: s.ctaText,
    hideTitle: s.hideTitle,
    ...withTranslations(s.translations),
  }));
}
