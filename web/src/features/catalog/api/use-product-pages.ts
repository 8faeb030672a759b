import useSWRInfinite from 'swr/infinite';
import type { ProductPage } from '../../../../../shared/catalog/catalog-views';
import type { ApiError } from '../../../lib/api-error';
import { apiFetcher, apiKey, type ApiKey } from '../../../lib/use-api';

/** SWR key of each grid page; page n+1 waits for the cursor of page n. */
export const productPagesKey = (_index: number, previous: ProductPage | null): ApiKey<'/api/products'> | null => {
  if (previous && !previous.nextCursor) return null;
  return apiKey('/api/products', previous?.nextCursor ? { query: { cursor: previous.nextCursor } } : undefined);
};

/** The storefront grid, one API page per "Load more". */
export function useProductPages() {
  const swr = useSWRInfinite<ProductPage, ApiError>(productPagesKey, (key: ApiKey<'/api/products'>) => apiFetcher(key), {
    // Re-reading page one on every "Load more" would cost a request and could shift the cards already shown.
    revalidateFirstPage: false,
  });
  const pages = swr.data ?? [];
  const last = pages.at(-1);
  return {
    products: pages.flatMap((page) => page.items),
    error: swr.error,
    isLoading: swr.isLoading,
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    hasMore: Boolean(last?.nextCursor),
    loadMore: () => void swr.setSize(swr.size + 1),
    retry: () => void swr.mutate(),
  };
}
