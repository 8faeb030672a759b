export interface PreorderFields {
  isPreorder: boolean;
  preorderStartDate?: string | undefined;
  preorderEndDate?: string | undefined;
}

/** A product sells as a pre-order while flagged and `now` is inside its window; after the end date it is a normal product. */
export function isInPreorderWindow(product: PreorderFields, now: Date): boolean {
  if (!product.isPreorder) return false;
  if (product.preorderStartDate && new Date(product.preorderStartDate) > now) return false;
  if (product.preorderEndDate && new Date(product.preorderEndDate) <= now) return false;
  return true;
}
