import { Skeleton } from '@/components/ui/skeleton';

/** A card's exact box (media, type, two-line name, platforms, price), so the real card replaces it without a shift. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <Skeleton className="product-card-media" />
      <div className="product-card-body">
        <Skeleton className="skeleton-line short" />
        <div className="product-card-name">
          <Skeleton className="skeleton-line" />
        </div>
        <Skeleton className="skeleton-line medium" />
        <Skeleton className="skeleton-line short product-card-price" />
      </div>
    </div>
  );
}
