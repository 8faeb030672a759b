import { scoreToStars } from '../../../shared/catalog/product-score';
import { useMessages } from '@/lib/i18n/use-messages';
import { componentMessages } from './messages';

/** Five stars filled to a 0–100 score, read out as "Rated 4.5 out of 5". */
export function RatingStars({ score, className }: { score: number; className?: string }) {
  const t = useMessages(componentMessages);
  const stars = scoreToStars(score);
  return (
    <span className={`rating-stars ${className ?? ''}`} role="img" aria-label={t('ratedOutOf5', { rating: stars })}>
      <span className="rating-stars-fill" style={{ width: `${stars * 20}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}
