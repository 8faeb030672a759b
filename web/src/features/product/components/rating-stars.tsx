import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';
import { scoreToStars } from '../utils/product-rating';

/** Five stars filled to a 0–100 score, read out as "Rated 4.5 out of 5". */
export function RatingStars({ score, className }: { score: number; className?: string }) {
  const t = useMessages(productMessages);
  const stars = scoreToStars(score);
  return (
    <span className={`pdp-stars ${className ?? ''}`} role="img" aria-label={t('ratedOutOf5', { rating: stars })}>
      <span className="pdp-stars-fill" style={{ width: `${stars * 20}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}
