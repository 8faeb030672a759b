import { ValidationError } from '../../shared/errors/domain-errors';
import type { SlideInput } from '../../shared/content/featured-slide-input';
import type { Deps } from '../lib/deps';

/**
 * A slide must advertise an active product, and its variant (when it names one) must be that product's: the variant
 * is read by both keys, so a variant of another product is simply not found. Refused as 400 with the field named.
 */
export async function checkSlideTarget(deps: Pick<Deps, 'store'>, input: Pick<SlideInput, 'productId' | 'variantId'>): Promise<void> {
  const { product, variant } = deps.store.entities;
  const [found, target] = await Promise.all([
    product.get({ productId: input.productId }).go({ consistent: true }),
    input.variantId ? variant.get({ productId: input.productId, variantId: input.variantId }).go({ consistent: true }) : Promise.resolve(null),
  ]);
  if (!found.data) {
    throw new ValidationError('Select a product for this slide.', { fieldErrors: [{ path: 'body.productId', message: 'This product does not exist' }] });
  }
  if (input.variantId && !target?.data) {
    throw new ValidationError('The selected variant does not belong to this product.', { fieldErrors: [{ path: 'body.variantId', message: 'This variant is not one of the product’s' }] });
  }
}
