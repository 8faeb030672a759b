import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as StreamAttributeValue } from 'aws-lambda';
import type { VariantStock } from './stock-alerts';
import { stockSourceEntity } from './stock-source-entity';

/** The stock fields of a variant image, or null for another entity or no image. */
export function stockOf(image: Record<string, StreamAttributeValue> | undefined): VariantStock | null {
  if (image?.__edb_e__?.S !== stockSourceEntity) return null;
  const item = unmarshall(image as Record<string, AttributeValue>) as Partial<VariantStock>;
  if (typeof item.productId !== 'string' || typeof item.variantId !== 'string') return null;
  return {
    productId: item.productId,
    variantId: item.variantId,
    availableKeys: Number(item.availableKeys ?? 0),
    lowStockThreshold: typeof item.lowStockThreshold === 'number' ? item.lowStockThreshold : undefined,
    isActive: item.isActive !== false,
  };
}
