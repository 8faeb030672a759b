import type { AttributeValue as StreamAttributeValue } from 'aws-lambda';
import type { VariantStock } from './stock-alerts';
import { stockSourceEntity } from './stock-source-entity';

/**
 * The stock fields of a variant's stream image, or null for another entity or no image. Only these attributes are
 * read, so nothing else in the image (whatever its shape) can fail a batch.
 */
export function stockOf(image: Record<string, StreamAttributeValue> | undefined): VariantStock | null {
  if (image?.__edb_e__?.S !== stockSourceEntity) return null;
  const productId = image.productId?.S;
  const variantId = image.variantId?.S;
  if (!productId || !variantId) return null;
  const threshold = image.lowStockThreshold?.N;
  return {
    productId,
    variantId,
    availableKeys: Number(image.availableKeys?.N ?? 0),
    lowStockThreshold: threshold === undefined ? undefined : Number(threshold),
    isActive: image.isActive?.BOOL !== false,
  };
}
