import { Skeleton } from '../../../components/ui/skeleton';

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <Skeleton className="product-card-media" />
      <div className="product-card-body">
        <Skeleton className="skeleton-line short" />
        <Skeleton className="skeleton-line" />
        <Skeleton className="skeleton-line medium" />
      </div>
    </div>
  );
}
