import { useDeferredValue, useState } from 'react';
import { useApi } from '@/lib/use-api';
import { usd } from '../ui/money';

/**
 * The slide's product (required) and, optionally, the variant it advertises. Without words the newest active products
 * are offered by name; typed words search the back-office lookup index. The variants come from the product itself, so
 * only its own can be chosen (the server checks it again).
 */
export function ProductPicker({
  productId,
  productName,
  variantId,
  onProduct,
  onVariant,
  productError,
  variantError,
}: {
  productId: string;
  productName: string | null;
  variantId: string | null;
  onProduct(id: string): void;
  onVariant(id: string | null): void;
  productError?: string | undefined;
  variantError?: string | undefined;
}) {
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const products = useApi('/api/admin/slide-products');
  const found = useApi(q.length >= 2 ? '/api/admin/slide-products' : null, { query: { q } });
  const chosen = useApi(productId ? '/api/admin/slide-products/{productId}' : null, { params: { productId } });
  // The lookup index's matches, and the loaded page's names containing the words (products not yet in the index).
  const words = q.toLowerCase();
  const options = words
    ? [...new Map([...(found.data?.items ?? []), ...(products.data?.items ?? []).filter((p) => p.name.toLowerCase().includes(words))].map((p) => [p.productId, p])).values()]
    : (products.data?.items ?? []);
  const known = options.some((p) => p.productId === productId);
  return (
    <div className="admin-form-row slide-picker">
      <div className="field admin-field">
        <label htmlFor="slide-product-search">Search products</label>
        <input id="slide-product-search" type="search" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} placeholder="Type a product name" />
        <label htmlFor="slide-product">Product</label>
        <select id="slide-product" value={productId} onChange={(e) => onProduct(e.currentTarget.value)} aria-invalid={productError ? true : undefined}>
          <option value="">Select a product</option>
          {productId && !known && <option value={productId}>{chosen.data?.name ?? productName ?? productId}</option>}
          {options.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.name}
            </option>
          ))}
        </select>
        {products.error && <p className="field-error">Failed to load products</p>}
        {productError && (
          <p className="field-error" role="alert">
            {productError}
          </p>
        )}
      </div>
      <div className="field admin-field">
        <label htmlFor="slide-variant">Variant (optional)</label>
        <select id="slide-variant" value={variantId ?? ''} onChange={(e) => onVariant(e.currentTarget.value || null)} disabled={!productId}>
          <option value="">The product’s default variant</option>
          {(chosen.data?.variants ?? []).map((v) => (
            <option key={v.variantId} value={v.variantId}>
              {v.label} ({usd(v.priceUsdCents)})
            </option>
          ))}
        </select>
        {variantError && (
          <p className="field-error" role="alert">
            {variantError}
          </p>
        )}
      </div>
    </div>
  );
}
