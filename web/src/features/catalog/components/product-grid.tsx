import { Button } from '../../../components/ui/button';
import { useProductPages } from '../api/use-product-pages';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const skeletonCount = 12;
// Cards in the first rows are above the fold on desktop; loading them lazily would delay the largest paint.
const eagerCards = 4;

export function ProductGrid() {
  const { products, error, isLoading, isLoadingMore, hasMore, loadMore, retry } = useProductPages();

  if (error && products.length === 0) {
    return (
      <div className="status-panel" role="alert">
        <h3>Products could not be loaded</h3>
        <p className="muted">{error.message}</p>
        <Button onClick={retry}>Try Again</Button>
      </div>
    );
  }

  if (!isLoading && products.length === 0) {
    return <p className="status-panel">No products are available right now.</p>;
  }

  return (
    <div aria-busy={isLoading || isLoadingMore}>
      {isLoading && <p className="visually-hidden" role="status">Loading products</p>}
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.productId}>
            <ProductCard product={product} eager={index < eagerCards} />
          </li>
        ))}
        {(isLoading || isLoadingMore) &&
          Array.from({ length: skeletonCount }, (_, index) => (
            <li key={`skeleton-${index}`}>
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      {error && products.length > 0 && (
        <div className="status-inline" role="alert">
          <p>More products could not be loaded. {error.message}</p>
          <Button variant="secondary" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}
      {hasMore && !error && (
        <div className="load-more">
          <Button variant="secondary" onClick={loadMore} disabled={isLoadingMore}>
            {isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
