import { useMessages } from '@/lib/i18n/use-messages';
import { catalogMessages } from '../messages';
import { ProductCardSkeleton } from './product-card-skeleton';

const skeletonCount = 12;

/** The grid's box while the home payload or the grid's code loads. */
export function ProductGridSkeleton() {
  const t = useMessages(catalogMessages);
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loadingProducts')}
      </p>
      <ul className="product-grid">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={`skeleton-${index}`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
      <div className="load-more load-more-placeholder" aria-hidden="true" />
    </div>
  );
}
