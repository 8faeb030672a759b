import { Badge } from '@/components/ui/badge';
import type { AdminVariantView } from '../../../../../shared/inventory/inventory-views';
import { staffWords } from '../ui/staff-words';
import { usd } from '../ui/money';
import { manageLabel } from './manage-label';
import type { VariantProduct } from './create-variant-dialog';
import { inventoryWording } from './wording';

const t = staffWords(inventoryWording);

/** One variant (back-office §2): platform - region, face value, price, badges, available count, Manage and Edit. */
export function VariantCard({ product, variant, onManage, onEdit }: { product: VariantProduct; variant: AdminVariantView; onManage(): void; onEdit(): void }) {
  const label = manageLabel(product.productType);
  return (
    <article className="variant-card" data-testid="variant-card">
      <header>
        <h3>
          {variant.platformName} - {variant.regionName}
        </h3>
        {variant.faceValue && <p className="muted">{variant.faceValue}</p>}
      </header>
      <p className="variant-price">{usd(variant.priceUsdCents)}</p>
      <div className="variant-badges">
        <Badge variant={variant.isActive ? 'success' : 'neutral'}>{variant.isActive ? 'Active' : 'Inactive'}</Badge>
        {variant.forceAvailable && <Badge variant="accent">Force Available</Badge>}
        {variant.stockLevel === 'low' && <Badge variant="warning">Low stock</Badge>}
        {variant.stockLevel === 'soldOut' && <Badge variant="danger">Sold out</Badge>}
      </div>
      <p className="variant-available">
        <strong>{variant.availableKeys}</strong> available <span className="muted">{t('cardThreshold', { threshold: variant.lowStockThreshold })}</span>
      </p>
      <div className="variant-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={onManage}>
          {label}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onEdit}>
          Edit
        </button>
      </div>
    </article>
  );
}
