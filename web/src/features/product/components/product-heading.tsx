import { RatingSummary } from '@/components/rating-summary';
import type { ProductModel } from '../hooks/use-product-model';

/** Name, stars, score and review count: the top of the buying column on both layouts. */
export function ProductHeading({ model, showScore }: { model: ProductModel; showScore: boolean }) {
  const { product, score } = model;
  return (
    <>
      <h1 className="pdp-title">{product.name}</h1>
      <RatingSummary score={score} reviewCount={product.reviewCount} showScore={showScore} className="pdp-rating" />
    </>
  );
}
