import { isInPreorderWindow, type PreorderFields } from './preorder-window';

export type StockState = 'in_stock' | 'preorder' | 'force_available' | 'out_of_stock' | 'inactive';

export interface StockInputs {
  isActive: boolean;
  availableKeys: number;
  forceAvailable: boolean;
}

/** What a shopper can do with a variant right now. Pre-order wins over stock so early keys are kept for the queue. */
export function stockState(variant: StockInputs, product: PreorderFields & { isActive: boolean }, now: Date): StockState {
  if (!product.isActive || !variant.isActive) return 'inactive';
  if (isInPreorderWindow(product, now)) return 'preorder';
  if (variant.availableKeys > 0) return 'in_stock';
  if (variant.forceAvailable) return 'force_available';
  return 'out_of_stock';
}

/** Whether a shopper can put the variant in the cart. */
export function isPurchasable(state: StockState): boolean {
  return state === 'in_stock' || state === 'preorder' || state === 'force_available';
}
