import { useApi } from '@/lib/use-api';

/** Loads a product by id or by slug; exactly one of the two is set by the route. */
export function useProduct({ productId, slug }: { productId?: string | undefined; slug?: string | undefined }) {
  const byId = useApi(productId ? '/api/products/{productId}' : null, { params: { productId: productId ?? '' } });
  const bySlug = useApi(!productId && slug ? '/api/products/by-slug/{slug}' : null, { params: { slug: slug ?? '' } });
  return productId ? byId : bySlug;
}
