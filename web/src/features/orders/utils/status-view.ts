import type { OwnedKeyView } from '../../../../../shared/orders/order-views';
import type { FulfilmentStatus, ItemStatus, OrderStatus } from '../../../../../shared/orders/order-status';
import type { BadgeVariant } from '@/components/ui/badge';
import type { ordersMessages } from '../messages';

type Key = keyof typeof ordersMessages.en;
export interface StatusView {
  label: Key;
  variant: BadgeVariant;
}

export const orderStatusView: Record<OrderStatus, StatusView> = {
  pending: { label: 'statusPending', variant: 'warning' },
  processing: { label: 'statusProcessing', variant: 'accent' },
  completed: { label: 'statusCompleted', variant: 'success' },
  failed: { label: 'statusFailed', variant: 'danger' },
  refunded: { label: 'statusRefunded', variant: 'neutral' },
  preorder_confirmed: { label: 'statusPreorderConfirmed', variant: 'accent' },
};

export const fulfilmentView: Record<FulfilmentStatus, StatusView> = {
  pending: { label: 'fulfilmentPending', variant: 'neutral' },
  processing: { label: 'fulfilmentProcessing', variant: 'accent' },
  fulfilled: { label: 'fulfilmentFulfilled', variant: 'success' },
  failed: { label: 'fulfilmentFailed', variant: 'danger' },
};

export const itemStatusView: Record<ItemStatus, StatusView> = {
  pending: { label: 'itemPending', variant: 'neutral' },
  processing: { label: 'itemProcessing', variant: 'accent' },
  fulfilled: { label: 'itemFulfilled', variant: 'success' },
  failed: { label: 'itemFailed', variant: 'danger' },
  refunded: { label: 'itemRefunded', variant: 'neutral' },
};

export const keyStatusView: Record<OwnedKeyView['status'], StatusView> = {
  delivered: { label: 'keyDelivered', variant: 'success' },
  refunding: { label: 'keyRefunding', variant: 'warning' },
  refunded: { label: 'keyRefunded', variant: 'neutral' },
  // Staff refunds of a revealed key retire it; to the buyer it is refunded all the same.
  retired: { label: 'keyRefunded', variant: 'neutral' },
};
