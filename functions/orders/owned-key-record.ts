import { pickTranslations, withTranslations } from '../catalog/view-translations';
import type { OrderItem, OrderLine } from '../lib/data/entities/order';

/** The buyer's record of a key sold to one line of their order, as the settling and the pre-order deliveries write it. */
export function ownedKeyRecord(order: Pick<OrderItem, 'orderId' | 'ownerKey' | 'orderNumber'>, item: OrderLine, key: { keyId: string; maskedKey: string }, deliveredAt: string) {
  return {
    orderId: order.orderId,
    keyId: key.keyId,
    itemId: item.itemId,
    ownerKey: order.ownerKey,
    orderNumber: order.orderNumber,
    variantId: item.variantId,
    productId: item.productId,
    productName: item.productName,
    productSlug: item.productSlug,
    ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
    platformCode: item.platformCode,
    platformName: item.platformName,
    regionName: item.regionName,
    ...(item.faceValue ? { faceValue: item.faceValue } : {}),
    ...withTranslations(pickTranslations(item.translations, ['productName', 'faceValue'])),
    maskedKey: key.maskedKey,
    unitCents: item.unitCents,
    status: 'delivered' as const,
    deliveredAt,
    revealCount: 0,
  };
}
