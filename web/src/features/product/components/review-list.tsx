import { Link } from 'react-router-dom';
import type { ReviewView } from '../../../../../shared/storefront/storefront-views';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { useReviews } from '../api/use-reviews';
import { productMessages } from '../messages';
import { formatDate } from '../utils/locale-format';
import { RatingStars } from './rating-stars';

/** The product's reviews, newest first; `limit` caps the list (the mobile layout shows three). */
export function ReviewList({ productId, limit }: { productId: string; limit?: number }) {
  const t = useMessages(productMessages);
  const { data, error, isLoading } = useReviews(productId);
  const items = data?.items.slice(0, limit) ?? [];
  return (
    <div className="pdp-reviews">
      {isLoading && <Spinner label={t('loading')} />}
      {data && items.length === 0 && <p className="muted">{t('noReviews')}</p>}
      {error && !data && <p className="muted">{t('noReviews')}</p>}
      {items.length > 0 && (
        <ul className="pdp-review-list">
          {items.map((review) => (
            <ReviewItem key={review.reviewId} review={review} />
          ))}
        </ul>
      )}
      {/* Writing reviews is not part of the storefront yet; signing in is the step that comes first. */}
      <Link to={getHref('auth')} className={buttonVariants.secondary} title={t('leaveReviewHint')}>
        {t('leaveReview')}
      </Link>
    </div>
  );
}

function ReviewItem({ review }: { review: ReviewView }) {
  const t = useMessages(productMessages);
  const { language } = usePreferences();
  return (
    <li className="pdp-review">
      <header className="pdp-review-header">
        <RatingStars score={review.rating} />
        <strong className="pdp-review-score">{t('reviewScore', { score: review.rating })}</strong>
        <span className="pdp-review-author">{review.reviewerName}</span>
        <time className="muted" dateTime={review.date}>
          {formatDate(review.date, language)}
        </time>
      </header>
      <p>{review.comment}</p>
      {(review.pros.length > 0 || review.cons.length > 0) && (
        <div className="pdp-pros-cons">
          {review.pros.length > 0 && (
            <div>
              <h3>{t('pros')}</h3>
              <ul>
                {review.pros.map((pro) => (
                  <li key={pro}>{pro}</li>
                ))}
              </ul>
            </div>
          )}
          {review.cons.length > 0 && (
            <div>
              <h3>{t('cons')}</h3>
              <ul>
                {review.cons.map((con) => (
                  <li key={con}>{con}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
