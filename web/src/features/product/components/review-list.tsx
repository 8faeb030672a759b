import type { StaffReviewView } from '../../../../../shared/reviews/review-views';
import type { ReviewView } from '../../../../../shared/storefront/storefront-views';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useRole } from '@/lib/auth/use-role';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { useReviews } from '../api/use-reviews';
import { useStaffReviews } from '../api/use-staff-reviews';
import { productMessages } from '../messages';
import { reviewMessages } from '../review-messages';
import { formatDate } from '../utils/locale-format';
import { RatingStars } from './rating-stars';
import { LeaveReview } from './review-eligibility';
import { ReviewModeration } from './review-moderation';

/**
 * The product's reviews, newest first; `limit` caps the list (the mobile layout shows three). Staff see hidden reviews
 * too, each with its Hide or Show control.
 */
export function ReviewList({ productId, limit }: { productId: string; limit?: number }) {
  const t = useMessages(productMessages);
  const { role } = useRole();
  const staff = role === 'employee' || role === 'admin';
  const publicList = useReviews(productId);
  const staffList = useStaffReviews(productId, staff);
  const { data, error, isLoading } = staff && staffList.data ? staffList : publicList;
  const items: (ReviewView | StaffReviewView)[] = data?.items.slice(0, limit) ?? [];
  return (
    <div className="pdp-reviews">
      {isLoading && <Spinner label={t('loading')} />}
      {data && items.length === 0 && <p className="muted">{t('noReviews')}</p>}
      {error && !data && <p className="muted">{t('noReviews')}</p>}
      {items.length > 0 && (
        <ul className="pdp-review-list">
          {items.map((review) => (
            <ReviewItem key={review.reviewId} review={review} productId={productId} staff={staff} />
          ))}
        </ul>
      )}
      <LeaveReview productId={productId} />
    </div>
  );
}

function ReviewItem({ review, productId, staff }: { review: ReviewView | StaffReviewView; productId: string; staff: boolean }) {
  const t = useMessages(productMessages);
  const tr = useMessages(reviewMessages);
  const { language } = usePreferences();
  const moderated = staff && 'hidden' in review ? review : null;
  return (
    <li className={moderated?.hidden ? 'pdp-review is-hidden' : 'pdp-review'} data-testid="review">
      <header className="pdp-review-header">
        <RatingStars score={review.rating} />
        <strong className="pdp-review-score">{t('reviewScore', { score: review.rating })}</strong>
        <span className="pdp-review-author">{review.reviewerName}</span>
        <time className="muted" dateTime={review.date}>
          {formatDate(review.date, language)}
        </time>
        {review.verifiedPurchase && <Badge variant="success">{tr('verifiedPurchase')}</Badge>}
        {moderated?.hidden && <Badge variant="warning">{tr('hiddenBadge')}</Badge>}
      </header>
      <p>{review.comment}</p>
      {(review.pros.length > 0 || review.cons.length > 0) && (
        <div className="pdp-pros-cons">
          {review.pros.length > 0 && (
            <div>
              <h3>{t('pros')}</h3>
              <ul>
                {review.pros.map((pro, i) => (
                  <li key={`${i}-${pro}`}>{pro}</li>
                ))}
              </ul>
            </div>
          )}
          {review.cons.length > 0 && (
            <div>
              <h3>{t('cons')}</h3>
              <ul>
                {review.cons.map((con, i) => (
                  <li key={`${i}-${con}`}>{con}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {moderated && <ReviewModeration productId={productId} review={moderated} />}
    </li>
  );
}
