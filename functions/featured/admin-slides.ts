import type { AdminSlideView } from '../../shared/content/featured-slide-input';
import { referenceLookup } from '../catalog/reference-lookup';
import type { FeaturedSlideItem } from '../lib/data/entities/featured-slide';
import type { Deps } from '../lib/deps';
import { adminSlideView, variantLabel } from './slide-views';

/**
 * Every slide, live, inactive, scheduled or ended, in display order (then newest first), with the names staff need.
 * Slides share one small partition the homepage also reads whole; products and variants come in one BatchGet each.
 */
export async function adminSlides(deps: Deps): Promise<AdminSlideView[]> {
  const slides = (await deps.store.entities.featuredSlide.query.byId({}).go({ pages: 'all' })).data;
  slides.sort((a, b) => a.displayOrder - b.displayOrder || b.createdAt.localeCompare(a.createdAt));
  return describeSlides(deps, slides);
}

export async function describeSlides(deps: Deps, slides: FeaturedSlideItem[]): Promise<AdminSlideView[]> {
  if (slides.length === 0) return [];
  const { product, variant } = deps.store.entities;
  // BatchGetItem refuses the same key twice, and two slides may advertise one product or one variant.
  const productIds = [...new Set(slides.map((s) => s.productId))];
  const targets = [...new Map(slides.filter((s) => s.variantId).map((s) => [`${s.productId}/${s.variantId}`, { productId: s.productId, variantId: s.variantId! }])).values()];
  const [products, variants, reference] = await Promise.all([
    product.get(productIds.map((productId) => ({ productId }))).go(),
    targets.length ? variant.get(targets).go() : Promise.resolve({ data: [] }),
    referenceLookup(deps),
  ]);
  const names = new Map(products.data.map((p) => [p.productId, p.name]));
  const labels = new Map(variants.data.map((v) => [`${v.productId}/${v.variantId}`, variantLabel(v, reference)]));
  return slides.map((s) => adminSlideView(s, names.get(s.productId) ?? null, s.variantId ? (labels.get(`${s.productId}/${s.variantId}`) ?? null) : null));
}
