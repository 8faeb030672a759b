import { useState, type ReactNode } from 'react';
import type { AdminProductDetail, AdminVariantSummary } from '../../../../../shared/catalog/admin-product-views';
import { categoryLabels } from '../../../../../shared/catalog/product-draft';
import { Badge } from '@/components/ui/badge';
import { useApi } from '@/lib/use-api';
import { AdminDialog } from '../ui/admin-dialog';
import { usd } from '../ui/money';
import { EmptyState, LoadError } from '../ui/page-parts';
import { Tabs } from '../ui/tabs';
import { deliveryTypeLabels, productTypeLabels } from './product-labels';

/**
 * Where the inventory screens plug their dialogs into the View dialog: Add Variant above the list, and per variant
 * Edit Variant and Manage Keys. Each gets the product (and variant) and `onChanged` to reload the summary.
 */
export interface VariantActionSlots {
  addVariant?: (product: AdminProductDetail, onChanged: () => void) => ReactNode;
  variantActions?: (variant: AdminVariantSummary, product: AdminProductDetail, onChanged: () => void) => ReactNode;
}

type ViewTab = 'variants' | 'details';

/** The View dialog (back-office §2): tabs Variants & Keys (read-only summary with available counts) and Product Details. */
export function ProductViewDialog({ productId, onClose, slots = {} }: { productId: string | null; onClose(): void; slots?: VariantActionSlots }) {
  const [tab, setTab] = useState<ViewTab>('variants');
  const { data, error, mutate } = useApi(productId ? '/api/admin/products/{productId}' : null, { params: { productId: productId ?? '' } });
  const reload = () => void mutate();
  return (
    <AdminDialog open={productId !== null} onClose={onClose} title={data ? data.draft.name : 'Product'} wide>
      {error ? (
        <LoadError message="Failed to fetch product variants" onRetry={reload} />
      ) : !data ? (
        <p role="status">Loading…</p>
      ) : (
        <Tabs<ViewTab>
          label="Product"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'variants', label: `Variants & Keys (${data.variants.length})` },
            { id: 'details', label: 'Product Details' },
          ]}
        >
          {tab === 'variants' ? <VariantList product={data} slots={slots} onChanged={reload} /> : <ProductDetails product={data} />}
        </Tabs>
      )}
    </AdminDialog>
  );
}

function VariantList({ product, slots, onChanged }: { product: AdminProductDetail; slots: VariantActionSlots; onChanged(): void }) {
  return (
    <div className="admin-variants">
      {slots.addVariant?.(product, onChanged)}
      {product.variants.length === 0 ? (
        <EmptyState title="No variants yet." />
      ) : (
        <ul className="admin-variant-list">
          {product.variants.map((v) => (
            <li key={v.variantId} className="admin-variant-card">
              <div>
                <p className="admin-variant-title">
                  {v.platform?.name ?? 'Unknown platform'} - {v.region?.name ?? 'Unknown region'}
                </p>
                <p className="muted">
                  {usd(v.priceUsdCents)}
                  {v.faceValue ? ` · ${v.faceValue}` : ''}
                </p>
              </div>
              <span className="admin-badges">
                <Badge variant={v.isActive ? 'success' : 'neutral'}>{v.isActive ? 'Active' : 'Inactive'}</Badge>
                {v.forceAvailable && <Badge variant="accent">Force Available</Badge>}
                <Badge variant={v.availableKeys > 0 ? 'neutral' : 'warning'}>{v.availableKeys} available</Badge>
              </span>
              {slots.variantActions?.(v, product, onChanged)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductDetails({ product }: { product: AdminProductDetail }) {
  const d = product.draft;
  const rows: [string, ReactNode][] = [
    ['Slug', d.slug],
    ['Type', productTypeLabels[d.productType]],
    ['Category', categoryLabels[d.category] ?? d.category],
    ['Developer', d.developer],
    ['Publisher', d.publisher],
    ['Rating', d.ageRating],
    ['Delivery', deliveryTypeLabels[d.deliveryType]],
    ['Release date', d.releaseDate],
    ['Status', d.isActive ? 'Active' : 'Inactive'],
    ['Pre-order', d.isPreorder ? `Yes, ${d.preorderStartDate || '?'} to ${d.preorderEndDate || 'open'}; delivery ${d.expectedDeliveryDate || 'not set'}` : 'No'],
    ['Pre-order delivery info', d.preorderDeliveryInfo],
    ['Tags', d.tags.join(', ')],
    ['Search keywords', d.searchKeywords.join(', ')],
    ['SEO title', d.seoTitle],
    ['SEO description', d.seoDescription],
    ['Description', d.description],
  ];
  return (
    <div className="admin-product-details">
      {d.imageUrl && <img src={d.imageUrl} alt="" width={240} height={180} />}
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className="muted">—</span>}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
