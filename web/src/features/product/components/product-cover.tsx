import { useState } from 'react';
import type * as React from 'react';
import type { ProductDetail, VariantView } from '../../../../../shared/catalog/catalog-views';
import { coverUrlFor } from '../../../../../shared/catalog/cover-url';
import { ProductImage } from '@/components/product-image';
import { usePreferences } from '@/lib/preferences';

type ProductCoverProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & { product: ProductDetail; variant: VariantView | null | undefined };

/**
 * The product page's image. A generated cover follows the selected variant's platform and the visitor's language; when
 * that cover is missing (a platform added after the covers were drawn) the product's own cover shows instead.
 */
export function ProductCover({ product, variant, ...props }: ProductCoverProps) {
  const { language } = usePreferences();
  const [missing, setMissing] = useState<string | null>(null);
  const chosen = coverUrlFor(product.imageUrl, variant?.platform.code, language);
  if (chosen && chosen !== product.imageUrl && chosen !== missing) {
    return <img src={chosen} alt={product.name} onError={() => setMissing(chosen)} {...props} />;
  }
  return <ProductImage src={product.imageUrl} alt={product.name} {...props} />;
}
