import type { ProductPage } from '../../../../../shared/catalog/catalog-views';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { useProductPages } from '../api/use-product-pages';
import { catalogMessages } from '../messages';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const skeletonCount = 12;
// Cards in the first rows are above the fold on desktop; loading them lazily would delay the largest paint.
const eagerCards = 4;

interface ProductGridProps {
  /** The first page, from the home payload. */
  first: ProductPage;
}

export function ProductGrid({ first }: ProductGridProps) {
  const t = useMessages(catalogMessages);
  const { products, error, isLoadingMore, hasMore, loadMore, retry } = useProductPages(first);

  if (products.length === 0) return <p className="status-panel">{t('noProducts')}</p>;

  return (
    <div aria-busy={isLoadingMore}>
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.productId}>
            <ProductCard product={product} eager={index < eagerCards} />
          </li>
        ))}
        {isLoadingMore &&
          Array.from({ length: skeletonCount }, (_, index) => (
            <li key={`skeleton-${index}`}>
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      {error && (
        <div className="status-inline" role="alert">
          <p>
            {t('loadMoreFailed')} {error.message}
          </p>
          <Button variant="secondary" onClick={retry}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {hasMore && !error && (
        <div className="load-more">
          <Button variant="secondary" onClick={loadMore} disabled={isLoadingMore}>
            {isLoadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
