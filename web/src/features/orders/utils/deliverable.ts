import { productTypeWording, type Deliverable } from '../../../../../shared/catalog/product-type-wording';
import { isProductType } from '@/lib/i18n/product-type-labels';

/** What an order line hands over, by its product type; a type this build does not know is named as a key. */
export const deliverableOf = (productType: string): Deliverable => (isProductType(productType) ? productTypeWording[productType].deliverable : 'key');
