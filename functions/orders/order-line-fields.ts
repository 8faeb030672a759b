import { itemStatus } from '../../shared/orders/order-status';
import type { OrderLineFields } from '../../shared/orders/order-views';
import type { OrderItem } from '../lib/data/entities/order';

/** What both the buyer's order page and the staff order detail show of a line: product, platform, region, money and progress. */
export function orderLineFields(item: OrderItem['items'][number]): Omit<OrderLineFields, 'activationInstructions'> {
  return {
    itemId: item.itemId,
    productId: item.productId,
    productName: item.productName,
    productType: item.productType,
    imageUrl: item.imageUrl ?? null,
    platform: { code: item.platformCode, name: item.platformName },
    region: { code: item.regionCode, name: item.regionName },
    faceValue: item.faceValue ?? null,
    quantity: item.quantity,
    unitCents: item.unitCents,
    totalCents: item.totalCents,
    status: itemStatus(item),
    delivered: item.delivered,
    refunded: item.refunded,
  };
}
