import type { ProductType } from '../../../../shared/catalog/product';
import { defineMessages } from './messages';
import { useMessages } from './use-messages';

/**
 * The one name of each product type per language, shown alike on cards, product pages, search facets and chips.
 * 'Digital Key' is the storefront spec's own word for a key product's badge.
 */
export const productTypeLabels = defineMessages<ProductType>({
  en: { key: 'Digital Key', account: 'Account', gift_card: 'Gift Card', subscription: 'Subscription', dlc: 'DLC', software: 'Software' },
  es: { key: 'Clave digital', account: 'Cuenta', gift_card: 'Tarjeta regalo', subscription: 'Suscripción', dlc: 'DLC', software: 'Software' },
  pt: { key: 'Chave digital', account: 'Conta', gift_card: 'Cartão-presente', subscription: 'Assinatura', dlc: 'DLC', software: 'Software' },
});

/** `label(type)` in the visitor's language. */
export const useProductTypeLabel = () => useMessages(productTypeLabels);

export const isProductType = (value: string): value is ProductType => Object.hasOwn(productTypeLabels.en, value);
