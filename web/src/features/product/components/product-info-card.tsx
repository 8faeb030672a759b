import type { ReactNode } from 'react';
import type { ProductDetail, VariantView } from '../../../../../shared/catalog/catalog-views';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { productMessages } from '../messages';
import { formatDate } from '../utils/locale-format';
import { LanguageList } from './language-list';
import { SpecList } from './spec-list';

/** The desktop "Product Information" card. */
export function ProductInfoCard({ product, variant }: { product: ProductDetail; variant: VariantView | null }) {
  const t = useMessages(productMessages);
  const { language } = usePreferences();
  const platforms = [...new Set(product.variants.map((v) => v.platform.name))].join(', ');
  const rows: [string, ReactNode][] = [
    [t('publisher'), product.publisher ?? t('notAvailable')],
    [t('developer'), product.developer ?? t('notAvailable')],
    [t('platform'), variant?.platform.name ?? (platforms || t('notAvailable'))],
    [t('releaseDate'), formatDate(product.releaseDate, language) ?? t('notAvailable')],
    [t('delivery'), t(`deliveryShort_${product.deliveryType}`)],
    [t('languages'), <LanguageList key="languages" codes={variant?.languages ?? []} moreStyle="long" />],
  ];
  return (
    <section className="pdp-card pdp-info" aria-labelledby="product-information">
      <h2 id="product-information">{t('productInformation')}</h2>
      <SpecList rows={rows} />
    </section>
  );
}
