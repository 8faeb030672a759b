import { Entity } from 'electrodb';
import { service } from './entity-config';

/** Which order a provider's payment intent paid for, so refund and dispute events that name only the payment find it. */
export const paymentLinkEntity = new Entity({
  model: { entity: 'paymentLink', version: '1', service },
  attributes: {
    paymentIntentId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
  },
  indexes: {
    byPayment: { pk: { field: 'pk', composite: ['paymentIntentId'] }, sk: { field: 'sk', composite: [] } },
  },
});
