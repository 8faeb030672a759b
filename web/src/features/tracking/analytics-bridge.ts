import type { TrackedEvent } from '@/lib/analytics';
import type { Pending } from './tracker';

const idShape = /^[A-Za-z0-9_-]{8,64}$/;
const idOf = (value: unknown) => (typeof value === 'string' && idShape.test(value) ? value : undefined);

/**
 * A storefront analytics call (`track` in lib/analytics.ts) as a tracking event: the product view, and the buy events of
 * storefront §7 with the product, the variant and its price as the value. Other fields (the option picked) stay in the
 * page; the batch schema accepts only these.
 */
export function toTrackEvent(event: TrackedEvent, referrer: string | null): Pending | null {
  const productId = idOf(event.data.productId);
  if (event.event === 'product_view') return productId ? { type: 'product_view', productId, referrer } : null;
  const variantId = idOf(event.data.variantId);
  const price = event.data.priceUsdCents;
  return {
    type: event.event,
    ...(productId ? { productId } : {}),
    ...(variantId ? { variantId } : {}),
    ...(typeof price === 'number' && Number.isInteger(price) && price >= 0 ? { valueCents: price } : {}),
  };
}
