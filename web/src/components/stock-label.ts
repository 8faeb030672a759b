import type { StockState } from '../../../shared/catalog/stock-state';
import type { BadgeVariant } from './ui/badge';

interface StockLabel {
  text: string;
  variant: BadgeVariant;
}

const labels: Record<StockState, StockLabel> = {
  in_stock: { text: 'In stock', variant: 'success' },
  // Sold without keys on hand; the shopper still gets instant checkout, so it reads as available.
  force_available: { text: 'Available', variant: 'success' },
  preorder: { text: 'Pre-order', variant: 'accent' },
  out_of_stock: { text: 'Out of stock', variant: 'danger' },
  inactive: { text: 'Unavailable', variant: 'neutral' },
};

/** How a stock state reads on a badge. */
export const stockLabel = (state: StockState): StockLabel => labels[state];

/** The badges a product card shows: pre-order and the states a shopper cannot buy now; plain availability shows none. */
export function cardBadges(stockState: StockState, isPreorder: boolean): StockLabel[] {
  const badges: StockLabel[] = [];
  if (isPreorder || stockState === 'preorder') badges.push(labels.preorder);
  if (stockState === 'out_of_stock' || stockState === 'inactive') badges.push(labels[stockState]);
  return badges;
}
