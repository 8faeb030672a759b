import type { ProductType } from '../../../../../shared/catalog/product';

/** What the Manage button and dialog call a product type's units (back-office §2): Keys, Accounts, Codes or Items. */
export function manageLabel(type: ProductType): 'Keys' | 'Accounts' | 'Codes' | 'Items' {
  if (type === 'key' || type === 'dlc') return 'Keys';
  if (type === 'account') return 'Accounts';
  if (type === 'gift_card' || type === 'subscription') return 'Codes';
  return 'Items';
}

/** Variant fields that belong to some product types only (back-office §5). */
export const takesFaceValue = (type: ProductType) => type === 'gift_card' || type === 'key';
export const faceValueLabel = (type: ProductType) => (type === 'gift_card' ? 'Face Value' : 'Edition (Optional)');
export const takesLanguages = (type: ProductType) => type === 'key' || type === 'account';
