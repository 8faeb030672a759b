import type { ReactNode } from 'react';
import type { ProductDetail, VariantView } from '../../../../../shared/catalog/catalog-views';
import { infoRows, type InfoRow, type ProductFacts } from '../../../../../shared/catalog/product-type-wording';
import { regionName } from '@/lib/i18n/catalog-terms';
import { faceValueText } from '@/lib/i18n/variant-words';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { productMessages } from '../messages';
import type { TypeWording } from '../type-wording/use-type-wording';
import { formatDate } from '../utils/locale-format';
import { LanguageList } from './language-list';
import { SpecList } from './spec-list';

interface ProductInfoCardProps {
  product: ProductDetail;
  variant: VariantView | null;
  facts: ProductFacts;
  wording: TypeWording;
}

/** The desktop "Product Information" card: the rows that mean something for the product's type and have data. */
export function ProductInfoCard({ product, variant, facts, wording }: ProductInfoCardProps) {
  const t = useMessages(productMessages);
  const { language } = usePreferences();
  const platforms = [...new Set(product.variants.map((v) => v.platform.name))].join(', ');
  const row: Record<InfoRow, () => [string, ReactNode]> = {
    publisher: () => [wording.publisher, product.publisher],
    developer: () => [t('developer'), product.developer],
    platform: () => [t('platform'), variant?.platform.name ?? platforms],
    option: () => [wording.optionName(false), variant ? faceValueText(variant, language) : null],
    region: () => [t('region'), variant ? regionName(variant.region.code, language, variant.region.name) : null],
    releaseDate: () => [t('releaseDate'), formatDate(product.releaseDate, language)],
    delivery: () => [t('delivery'), t(`deliveryShort_${product.deliveryType}`)],
    languages: () => [t('languages'), <LanguageList key="languages" codes={variant?.languages ?? []} moreStyle="long" />],
  };
  return (
    <section className="pdp-card pdp-info" aria-labelledby="product-information">
      <h2 id="product-information">{t('productInformation')}</h2>
      <SpecList rows={infoRows(facts).map((name) => row[name]())} />
    </section>
  );
}
