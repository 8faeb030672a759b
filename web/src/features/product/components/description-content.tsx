import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { descriptionBlocks } from '../../../../../shared/catalog/description-headings';
import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';

/** The description in paragraphs, all-capital ones as headings, followed by the product's feature tags. */
export function DescriptionContent({ product }: { product: ProductDetail }) {
  const t = useMessages(productMessages);
  return (
    <div className="pdp-description">
      {descriptionBlocks(product.description).map((block, index) =>
        block.kind === 'heading' ? <h3 key={index}>{block.text}</h3> : <p key={index}>{block.text}</p>,
      )}
      {product.tags.length > 0 && (
        <>
          <h3 className="pdp-subheading">{t('features')}</h3>
          <ul className="pdp-tags">
            {product.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
