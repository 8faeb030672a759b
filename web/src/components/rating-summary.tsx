import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { componentMessages } from './messages';
import { RatingStars } from './rating-stars';

interface RatingSummaryProps {
  /** The product's 0–100 score (`productScore`), null without reviews. */
  score: number | null;
  reviewCount: number;
  /** The score as a percentage beside the stars (the product page hides it on phones). */
  showScore?: boolean;
  className?: string;
}

/**
 * A product's rating as every screen shows it: stars, the score in percent and the review count; without reviews, only
 * words saying so (no stars: a score nobody gave is not shown, shared/catalog/product-score.ts).
 */
export function RatingSummary({ score, reviewCount, showScore = true, className }: RatingSummaryProps) {
  const t = useMessages(componentMessages);
  if (score === null || reviewCount === 0) {
    return (
      <p className={cn('rating-summary', 'rating-summary-none', className)} data-testid="rating-summary">
        <span className="muted">{t('noReviews')}</span>
      </p>
    );
  }
  return (
    <p className={cn('rating-summary', className)} data-testid="rating-summary">
      <RatingStars score={score} />
      {showScore && (
        <span className="rating-score">
          <span className="visually-hidden">{t('score')}: </span>
          {Math.round(score)}%
        </span>
      )}
      <span className="muted">({reviewCount === 1 ? t('reviewsOne') : t('reviewsOther', { count: reviewCount })})</span>
    </p>
  );
}
