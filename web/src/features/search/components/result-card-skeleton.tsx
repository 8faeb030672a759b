import { Skeleton } from '@/components/ui/skeleton';

/** A result card's outline while the results load. */
export function ResultCardSkeleton() {
  return (
    <div className="search-card search-card-skeleton" aria-hidden="true" data-testid="search-skeleton">
      <Skeleton className="search-card-media" />
      <div className="search-card-body">
        <Skeleton className="skeleton-line medium" />
        <Skeleton className="skeleton-line short" />
        <Skeleton className="skeleton-line" />
        <Skeleton className="skeleton-line" />
        <Skeleton className="skeleton-line short" />
      </div>
    </div>
  );
}
