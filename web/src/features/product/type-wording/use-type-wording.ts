import { useMemo } from 'react';
import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import type { ProductType } from '../../../../../shared/catalog/product';
import { productTypeWording } from '../../../../../shared/catalog/product-type-wording';
import { useMessages } from '@/lib/i18n/use-messages';
import { productTypeMessages } from './messages';

/** The product page's words for one product type, in the visitor's language. */
export function useTypeWording(type: ProductType) {
  const t = useMessages(productTypeMessages);
  return useMemo(() => {
    const wording = productTypeWording[type];
    const { deliverable } = wording;
    const instructions = t(`instructions_${wording.instructions}`);
    return {
      ...wording,
      about: t(`about_${type}`),
      instructions,
      // The storefront spec names a game's desktop tab 'Instructions'; other types keep their specific title there too.
      instructionsTab: type === 'key' ? t('instructions_tab') : instructions,
      /** The option's name; a gift card's reads 'Amount' where space is short (the mobile layout). */
      optionName: (short: boolean) => (wording.option === 'face_value' && short ? t('option_face_value_short') : t(`option_${wording.option}`)),
      publisher: t(`publisher_${wording.publisherRole}`),
      delivery: (deliveryType: ProductDetail['deliveryType']) => t(`delivery_${deliveryType}_${deliverable}`),
      noInstructions: t(`noInstructions_${deliverable}`),
      preorderQueue: t(`preorderQueue_${deliverable}`),
      preorderCancel: t(`preorderCancel_${deliverable}`),
    };
  }, [t, type]);
}

export type TypeWording = ReturnType<typeof useTypeWording>;
