import { productTypes, type ProductType } from '../../shared/catalog/product';
import { commonDeliverable, type Deliverable } from '../../shared/catalog/product-type-wording';
import { formatPrice } from '../../shared/money/price';
import type { OrderItem } from '../lib/data/entities/order';

export type OrderEmailKind = 'order-confirmed' | 'keys-ready' | 'preorder-delivered' | 'refunded';

type EmailOrder = Pick<OrderItem, 'orderNumber' | 'totalCents' | 'refundedCents'> & {
  items: Pick<OrderItem['items'][number], 'quantity' | 'productName' | 'productType' | 'platformName' | 'regionName' | 'faceValue' | 'totalCents' | 'delivery'>[];
};

/** What the order's lines hand over, in the plural: a gift card's codes, an account's login details, a game's keys. */
const handedOver: Record<Deliverable, string> = {
  key: 'keys',
  code: 'codes',
  login: 'login details',
  activation_code: 'activation codes',
  licence_key: 'licence keys',
};

const isProductType = (value: string): value is ProductType => (productTypes as readonly string[]).includes(value);

/** The order's secrets named for what they are; an order mixing kinds has keys and codes. */
export function secretsOf(order: Pick<EmailOrder, 'items'>): string {
  const deliverable = commonDeliverable(order.items.map((i) => i.productType).filter(isProductType));
  return deliverable ? handedOver[deliverable] : 'keys and codes';
}

/** One of the buyer's order e-mails, in words that fit what was bought. No e-mail ever holds a secret, only the link. */
export function composeOrderEmail(order: EmailOrder, kind: OrderEmailKind, link: string): { subject: string; text: string } {
  const lines = order.items.map((i) => `- ${i.quantity} x ${i.productName} (${[i.platformName, i.regionName, i.faceValue].filter(Boolean).join(', ')}): ${formatPrice(i.totalCents)}`).join('\n');
  const total = formatPrice(order.totalCents);
  const waiting = order.items.some((i) => i.delivery !== 'instant');
  const secrets = secretsOf(order);
  switch (kind) {
    case 'order-confirmed':
      return {
        subject: `Order ${order.orderNumber} confirmed`,
        text: `Thank you for your order ${order.orderNumber}.\n\n${lines}\n\nTotal charged: ${total} (USD)\n\n${
          waiting
            ? 'Pre-ordered items are delivered automatically, first come, first served, when stock arrives. You can see your place in the queue, or cancel for a full refund until delivery, on your order page:'
            : `Your ${secrets} are ready on your order page:`
        }\n${link}\n\nFor your security, ${secrets} are never sent by e-mail.`,
      };
    case 'keys-ready':
      return {
        subject: `Your ${secrets} for order ${order.orderNumber} are ready`,
        text: `Your ${secrets} for order ${order.orderNumber} are ready. Open your order to reveal them:\n${link}\n\nAnything you have not revealed can be refunded within the refund window; revealing it ends that right.`,
      };
    case 'preorder-delivered':
      return {
        subject: `Your pre-order ${order.orderNumber} has been delivered`,
        text: `Good news: the ${secrets} you pre-ordered in order ${order.orderNumber} have arrived.\n\n${lines}\n\nReveal them on your order page:\n${link}`,
      };
    case 'refunded':
      return {
        subject: `Refund for order ${order.orderNumber}`,
        text: `We have refunded ${formatPrice(order.refundedCents)} of order ${order.orderNumber} to your original payment method. Banks usually show it within 5 to 10 business days.\n\nOrder details:\n${link}`,
      };
  }
}
