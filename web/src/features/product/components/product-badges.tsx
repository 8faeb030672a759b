import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/use-messages';
import { useProductTypeLabel } from '@/lib/i18n/product-type-labels';
import { productMessages } from '../messages';

interface ProductBadgesProps {
  product: ProductDetail;
  isPreorder: boolean;
  /** The desktop layout shows 'Featured'; the mobile one only the type. */
  showFeatured: boolean;
}

export function ProductBadges({ product, isPreorder, showFeatured }: ProductBadgesProps) {
  const t = useMessages(productMessages);
  const typeLabel = useProductTypeLabel();
  return (
    <div className="badge-row pdp-badges">
      {showFeatured && product.featured && <Badge variant="warning">{t('featured')}</Badge>}
      <Badge>{typeLabel(product.productType)}</Badge>
      {isPreorder && <Badge variant="accent">{t('preorder')}</Badge>}
    </div>
  );
}
