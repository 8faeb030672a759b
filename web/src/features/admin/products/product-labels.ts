import type { ProductType } from '../../../../../shared/catalog/product';

/** How the back office names each product type. */
export const productTypeLabels: Record<ProductType, string> = {
  key: 'Game key',
  account: 'Account',
  gift_card: 'Gift card',
  subscription: 'Subscription',
  dlc: 'DLC',
  software: 'Software',
};
