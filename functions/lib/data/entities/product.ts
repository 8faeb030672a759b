import { Entity, type EntityItem } from 'electrodb';
import { productTypes, deliveryTypes, ageRatings } from '../../../../shared/catalog/product';
import { translationsAttribute } from '../../../../shared/catalog/translations';
import { service, timestamps } from './entity-config';

const stringList = { type: 'list', items: { type: 'string' }, required: true, default: () => [] } as const;

export const productEntity = new Entity({
  model: { entity: 'product', version: '1', service },
  attributes: {
    productId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    description: { type: 'string', required: true, default: '' },
    productType: { type: productTypes, required: true },
    category: { type: 'string', required: true, default: 'Gaming' },
    tags: stringList,
    developer: { type: 'string' },
    publisher: { type: 'string' },
    ageRating: { type: ageRatings },
    deliveryType: { type: deliveryTypes, required: true, default: 'instant' },
    imageUrl: { type: 'string' },
    releaseDate: { type: 'string' },
    isActive: { type: 'boolean', required: true, default: true },
    featured: { type: 'boolean', required: true, default: false },
    isPreorder: { type: 'boolean', required: true, default: false },
    preorderStartDate: { type: 'string' },
    preorderEndDate: { type: 'string' },
    expectedDeliveryDate: { type: 'string' },
    preorderDeliveryInfo: { type: 'string' },
    seoTitle: { type: 'string' },
    seoDescription: { type: 'string' },
    searchKeywords: stringList,
    /** The shopper-facing texts in es and pt (shared/catalog/product.ts); pages and search fall back to English per field. */
    translations: translationsAttribute(['name', 'description', 'seoTitle', 'seoDescription']),
    /** Per translated field, the fingerprint of the English text it was translated from (sourceHash): a later edit of the English marks it outdated. */
    translatedFrom: translationsAttribute(['name', 'description', 'seoTitle', 'seoDescription']),
    rating: { type: 'number' },
    /** Kept with every review write, so pages show counts and averages without counting. */
    reviewCount: { type: 'number', required: true, default: 0 },
    reviewRatingTotal: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byId: { collection: 'productWithVariants', pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: [] } },
    bySlug: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['slug'] }, sk: { field: 'gsi1sk', composite: [] } },
    // Sparse: only active products are written to the storefront listing indexes.
    activeByNewest: {
      index: 'gsi2',
      condition: (attr) => attr.isActive === true,
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'productId'] },
    },
    activeByType: {
      index: 'gsi3',
      condition: (attr) => attr.isActive === true,
      pk: { field: 'gsi3pk', composite: ['productType'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'productId'] },
    },
  },
});
export type ProductItem = EntityItem<typeof productEntity>;
