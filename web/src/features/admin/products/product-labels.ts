import type { deliveryTypes, ProductType } from '../../../../../shared/catalog/product';

/** How the back office names each product type. */
export const productTypeLabels: Record<ProductType, string> = {
  key: 'Game key',
  account: 'Account',
  gift_card: 'Gift card',
  subscription: 'Subscription',
  dlc: 'DLC',
  software: 'Software',
};

/** How the back office names each delivery type (the stored values are lower-case codes). */
export const deliveryTypeLabels: Record<(typeof deliveryTypes)[number], string> = {
  instant: 'Instant',
  manual: 'Manual',
  scheduled: 'Scheduled',
};
