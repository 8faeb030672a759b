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

/** The states a product card shows as badges: pre-order and the states a shopper cannot buy now; plain availability shows none. */
export function cardBadgeStates(stockState: StockState, isPreorder: boolean): StockState[] {
  const states: StockState[] = [];
  if (isPreorder || stockState === 'preorder') states.push('preorder');
  if (stockState === 'out_of_stock' || stockState === 'inactive') states.push(stockState);
  return states;
}

/** The badges a product card shows, with their English texts. */
export const cardBadges = (stockState: StockState, isPreorder: boolean): StockLabel[] => cardBadgeStates(stockState, isPreorder).map(stockLabel);
