import { showsLanguages, showsRequirements } from '../../../../../shared/catalog/product-type-wording';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/use-messages';
import { useProductTypeLabel } from '@/lib/i18n/product-type-labels';
import type { ProductModel } from '../hooks/use-product-model';
import { productMessages } from '../messages';
import { BuyActions } from './buy-actions';
import { CollapsibleSection } from './collapsible-section';
import { DeliveryLine } from './delivery-line';
import { DescriptionContent } from './description-content';
import { InstructionsContent } from './instructions-content';
import { LanguageList } from './language-list';
import { PriceBlock } from './price-block';
import { ProductCover } from './product-cover';
import { ProductHeading } from './product-heading';
import { RegionLine } from './region-line';
import { RequirementsTable } from './requirements-table';
import { ReviewList } from './review-list';
import { StockLine } from './stock-line';
import { VariantSelectors } from './variant-selectors';

/** The spec's mobile review list length. */
const mobileReviews = 3;

/** The product page below 768 px (spec §2 mobile layout). */
export function MobileProduct({ model }: { model: ProductModel }) {
  const t = useMessages(productMessages);
  const typeLabel = useProductTypeLabel();
  const { product, variant, stock, wording } = model;
  return (
    <article className="pdp pdp-mobile" data-layout="mobile">
      <ProductCover className="pdp-image" product={product} variant={variant} width={800} height={600} fetchPriority="high" />
      <ProductHeading model={model} showScore={false} />
      <PriceBlock variant={variant} />
      <div className="badge-row">
        {product.productType === 'key' && <Badge>{typeLabel('key')}</Badge>}
        {model.isPreorder && <Badge variant="accent">{t('preorder')}</Badge>}
      </div>
      <VariantSelectors selection={model.selection} optionName={wording.optionName(true)} />
      <BuyActions product={product} variant={variant} stock={stock} mobile />
      <div className="pdp-card pdp-infobox">
        <StockLine stock={stock} availableKeys={model.availableKeys} />
        <DeliveryLine deliveryType={product.deliveryType} wording={wording} />
        {variant && <RegionLine region={variant.region} />}
      </div>
      <div className="pdp-sections">
        <CollapsibleSection title={t('description')}>
          <DescriptionContent product={product} />
        </CollapsibleSection>
        {showsRequirements(model.facts) && (
          <CollapsibleSection title={t('systemRequirements')}>
            <RequirementsTable requirements={variant?.systemRequirements ?? {}} />
          </CollapsibleSection>
        )}
        {showsLanguages(model.facts) && (
          <CollapsibleSection title={t('languages')}>
            <LanguageList codes={variant?.languages ?? []} moreStyle="short" />
          </CollapsibleSection>
        )}
        <CollapsibleSection title={wording.instructions}>
          <InstructionsContent variant={variant} wording={wording} />
        </CollapsibleSection>
        <CollapsibleSection title={t('customerReviews')}>
          <ReviewList productId={product.productId} limit={mobileReviews} />
        </CollapsibleSection>
      </div>
    </article>
  );
}
