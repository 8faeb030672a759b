import { Badge } from '@/components/ui/badge';
import { isScheduled, type AdminSlideView } from '../../../../../shared/content/featured-slide-input';

/** §2's badges: Inactive when switched off, Scheduled while the start date is ahead, Ended once the end has passed. */
export function SlideBadges({ slide, now }: { slide: AdminSlideView; now: Date }) {
  const ended = slide.endDate !== null && new Date(slide.endDate) < now;
  return (
    <span className="slide-badges">
      {slide.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>}
      {isScheduled(slide, now) && <Badge variant="accent">Scheduled</Badge>}
      {ended && <Badge variant="warning">Ended</Badge>}
    </span>
  );
}
