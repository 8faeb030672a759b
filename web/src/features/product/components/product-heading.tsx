import { useMessages } from '@/lib/i18n/use-messages';
import type { ProductModel } from '../hooks/use-product-model';
import { productMessages } from '../messages';
import { RatingStars } from './rating-stars';

/** Name, stars, score and review count: the top of the buying column on both layouts. */
export function ProductHeading({ model, showScore }: { model: ProductModel; showScore: boolean }) {
  const t = useMessages(productMessages);
  const { product, score } = model;
  const count = product.reviewCount;
  return (
    <>
      <h1 className="pdp-title">{product.name}</h1>
      <p className="pdp-rating">
        <RatingStars score={score} />
        {showScore && (
          <span className="pdp-score">
            <span className="visually-hidden">{t('score')}: </span>
            {score}%
          </span>
        )}
        <span className="muted">({count === 1 ? t('reviewsOne') : t('reviewsOther', { count })})</span>
      </p>
    </>
  );
}
