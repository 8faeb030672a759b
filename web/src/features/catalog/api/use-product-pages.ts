import useSWRInfinite from 'swr/infinite';
import type { ProductPage } from '../../../../../shared/catalog/catalog-views';
import type { ApiError } from '@/lib/api-error';
import { apiFetcher, apiKey, type ApiKey } from '@/lib/use-api';

/** SWR key of each page after the first: page 0 here continues from `firstCursor` (the home payload's grid page). */
export const productPagesKey =
  (firstCursor: string | null | undefined) =>
  (index: number, previous: ProductPage | null): ApiKey<'/api/products'> | null => {
    const cursor = index === 0 ? firstCursor : previous?.nextCursor;
    return cursor ? apiKey('/api/products', { query: { cursor } }) : null;
  };

/**
 * The storefront grid: the first page arrives with GET /api/home; each "Load more" reads the next page of
 * GET /api/products. Nothing is requested until the visitor asks for more.
 */
export function useProductPages(first: ProductPage | undefined) {
  const swr = useSWRInfinite<ProductPage, ApiError>(productPagesKey(first?.nextCursor), (key: ApiKey<'/api/products'>) => apiFetcher(key), {
    initialSize: 0,
    // Re-reading loaded pages on every "Load more" would cost requests and could shift the cards already shown.
    revalidateFirstPage: false,
    revalidateOnMount: false,
  });
  const more = swr.data ?? [];
  const pages = first ? [first, ...more] : [];
  const last = pages.at(-1);
  return {
    products: pages.flatMap((page) => page.items),
    error: swr.error,
    isLoadingMore: swr.size > more.length && !swr.error,
    hasMore: Boolean(last?.nextCursor),
    loadMore: () => void swr.setSize(more.length + 1),
    retry: () => void swr.mutate(),
  };
}
