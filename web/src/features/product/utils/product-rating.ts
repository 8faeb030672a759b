// One rule for the whole store (cards, search records, this page): see shared/catalog/product-score.ts.
export { productScore, scoreToStars } from '../../../../../shared/catalog/product-score';
