import { Entity, type EntityItem } from 'electrodb';
import { productTypes } from '../../../../shared/catalog/product';
import { service } from './entity-config';

/**
 * One per product, active or not, for the back office's product table: the product's own listing indexes are sparse
 * (active only, for the storefront), so staff list every product through these. Written in the product's transactions.
 */
export const productListingEntity = new Entity({
  model: { entity: 'productListing', version: '1', service },
  attributes: {
    productId: { type: 'string', required: true },
    productType: { type: productTypes, required: true },
    /** The product's creation time: the listing's order, newest first. */
    listedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: [] } },
    byNewest: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['listedAt', 'productId'] } },
    byType: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['productType'] }, sk: { field: 'gsi3sk', composite: ['listedAt', 'productId'] } },
  },
});
export type ProductListingItem = EntityItem<typeof productListingEntity>;
