import { Skeleton } from '@/components/ui/skeleton';

/** The features block's box while its code loads. */
export function FeaturesBlockSkeleton() {
  return (
    <div className="features-block" aria-hidden="true">
      <Skeleton className="skeleton-line medium features-heading-skeleton" />
      <ul className="features-list">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="feature-tile">
            <Skeleton className="feature-icon" />
            <Skeleton className="skeleton-line medium" />
            <Skeleton className="skeleton-line" />
            <Skeleton className="skeleton-line short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
