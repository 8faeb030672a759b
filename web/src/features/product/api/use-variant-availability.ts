import { useApi } from '@/lib/use-api';

/** Live stock of the selected variant; the product's own stock state stands in until it answers. */
export function useVariantAvailability(variantId: string | null) {
  return useApi(variantId ? '/api/variants/{variantId}/availability' : null, { params: { variantId: variantId ?? '' } }, { revalidateOnFocus: true });
}
