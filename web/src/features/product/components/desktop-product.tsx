import { Link } from 'react-router-dom';
import { showsRequirements } from '../../../../../shared/catalog/product-type-wording';
import { getHref } from '@/config/paths';
import { categoryName } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import type { ProductModel } from '../hooks/use-product-model';
import { productMessages } from '../messages';
import { BuyActions } from './buy-actions';
import { DeliveryLine } from './delivery-line';
import { DescriptionContent } from './description-content';
import { InstructionsContent } from './instructions-content';
import { PriceBlock } from './price-block';
import { ProductBadges } from './product-badges';
import { ProductCover } from './product-cover';
import { ProductHeading } from './product-heading';
import { ProductInfoCard } from './product-info-card';
import { ProductTabs, type TabItem } from './product-tabs';
import { RegionLine } from './region-line';
import { RequirementsTable } from './requirements-table';
import { ReviewList } from './review-list';
import { StockLine } from './stock-line';
import { VariantSelectors } from './variant-selectors';

/** The product page from 768 px up (spec §2 desktop layout). */
export function DesktopProduct({ model }: { model: ProductModel }) {
  const t = useMessages(productMessages);
  const { language } = usePreferences();
  const { product, variant, stock, wording } = model;
  // The spec's four tabs for a game; System Requirements only where the selected variant runs on a machine and lists some.
  const tabs: TabItem[] = [
    { id: 'about', label: wording.about, render: () => <DescriptionContent product={product} /> },
    { id: 'reviews', label: t('customerReviews'), render: () => <ReviewList productId={product.productId} /> },
    ...(showsRequirements(model.facts)
      ? [{ id: 'requirements', label: t('systemRequirements'), render: () => <RequirementsTable requirements={variant?.systemRequirements ?? {}} /> }]
      : []),
    { id: 'instructions', label: wording.instructionsTab, render: () => <InstructionsContent variant={variant} wording={wording} /> },
  ];
  return (
    <article className="pdp pdp-desktop" data-layout="desktop">
      <nav aria-label={t('breadcrumb')} className="pdp-breadcrumb">
        <ol>
          <li>
            <Link to={getHref('home')}>{t('home')}</Link>
          </li>
          <li>{categoryName(product.category, language)}</li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="pdp-hero">
        <div className="pdp-media">
          <ProductCover className="pdp-image" product={product} variant={variant} width={800} height={600} fetchPriority="high" />
        </div>
        <div className="pdp-buybox">
          <ProductBadges product={product} isPreorder={model.isPreorder} showFeatured />
          <ProductHeading model={model} showScore />
          <PriceBlock variant={variant} />
          <StockLine stock={stock} availableKeys={model.availableKeys} />
          <VariantSelectors selection={model.selection} optionName={wording.optionName(false)} />
          <BuyActions product={product} variant={variant} stock={stock} mobile={false} />
          {variant && <RegionLine region={variant.region} />}
          <DeliveryLine deliveryType={product.deliveryType} wording={wording} />
        </div>
      </div>
      <div className="pdp-lower">
        <ProductTabs label={t('productDetails')} tabs={tabs} />
        <ProductInfoCard product={product} variant={variant} facts={model.facts} wording={wording} />
      </div>
    </article>
  );
}
