import { Skeleton } from '@/components/ui/skeleton';

/** Holds the slider's exact box while slides or code load. */
export function PromoSliderSkeleton() {
  return (
    <div className="promo-slider promo-slider-skeleton" aria-hidden="true">
      <Skeleton className="promo-viewport" />
    </div>
  );
}
