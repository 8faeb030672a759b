/**
 * The ranking signal of the popular replica and the tie-breaker everywhere: ten points per review plus ten per
 * star of the average, so a much-reviewed product outranks a single five-star one. There is no sales signal yet;
 * when orders exist, units sold belong here.
 */
export function popularityOf(product: { reviewCount: number; reviewRatingTotal: number }): number {
  const average = product.reviewCount > 0 ? product.reviewRatingTotal / product.reviewCount : 0;
  return product.reviewCount * 10 + Math.round(average * 10);
}
