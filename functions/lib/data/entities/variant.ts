import { Entity, type EntityItem } from 'electrodb';
import { translationsAttribute } from '../../../../shared/catalog/translations';
import { service, timestamps } from './entity-config';

export const variantEntity = new Entity({
  model: { entity: 'variant', version: '1', service },
  attributes: {
    variantId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    platformId: { type: 'string', required: true },
    regionId: { type: 'string', required: true },
    priceUsdCents: { type: 'number', required: true },
    retailPriceUsdCents: { type: 'number' },
    faceValue: { type: 'string' },
    forceAvailable: { type: 'boolean', required: true, default: false },
    activationInstructions: { type: 'string' },
    /** The face value and instructions in es and pt, for variants whose words no storefront table knows (an account's contents). */
    translations: translationsAttribute(['faceValue', 'activationInstructions']),
    isActive: { type: 'boolean', required: true, default: true },
    languageCodes: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    systemRequirements: { type: 'any', required: true, default: () => ({}) },
    searchKeywords: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** Moves only inside the transactions that import or sell keys. */
    availableKeys: { type: 'number', required: true, default: 0 },
    /** This many available keys or fewer raises a stock alert; absent on variants older than the setting means the default (5). */
    lowStockThreshold: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    // Variants share their product's partition so a product page is one Query.
    byProduct: {
      collection: 'productWithVariants',
      pk: { field: 'pk', composite: ['productId'] },
      sk: { field: 'sk', composite: ['variantId'] },
    },
    byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['variantId'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
export type VariantItem = EntityItem<typeof variantEntity>;
