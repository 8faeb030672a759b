import { Entity, type EntityItem } from 'electrodb';
import { slideGradients } from '../../../../shared/catalog/featured-slide';
import { translationsAttribute } from '../../../../shared/catalog/translations';
import { service, timestamps } from './entity-config';

/** All slides sit in one partition: the homepage reads a handful and sorts them by display order. */
export const featuredSlideEntity = new Entity({
  model: { entity: 'featuredSlide', version: '1', service },
  attributes: {
    slideId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    /** The advertised variant; it is in the product's partition, so reading it by both keys proves it belongs. */
    variantId: { type: 'string' },
    title: { type: 'string', required: true },
    subtitle: { type: 'string' },
    customPriceUsdCents: { type: 'number' },
    originalPriceUsdCents: { type: 'number' },
    discountPercentage: { type: 'number' },
    imageType: { type: ['upload', 'url'] as const, required: true, default: 'upload' },
    imageUrl: { type: 'string' },
    backgroundGradient: { type: slideGradients, required: true, default: 'from-blue-600 to-purple-600' },
    ctaText: { type: 'string', required: true, default: 'Shop Now' },
    translations: translationsAttribute(['title', 'subtitle', 'ctaText']),
    displayOrder: { type: 'number', required: true, default: 0 },
    isActive: { type: 'boolean', required: true, default: true },
    hideTitle: { type: 'boolean', required: true, default: false },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['slideId'] } },
  },
});
export type FeaturedSlideItem = EntityItem<typeof featuredSlideEntity>;
