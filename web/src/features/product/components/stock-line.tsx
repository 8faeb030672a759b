import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';
import type { ShownStock } from '../utils/stock-view';

const badges: Record<ShownStock, { key: 'stock_in_stock' | 'stock_force_available' | 'stock_preorder' | 'stock_out_of_stock'; variant: BadgeVariant }> = {
  in_stock: { key: 'stock_in_stock', variant: 'success' },
  limited: { key: 'stock_force_available', variant: 'warning' },
  preorder: { key: 'stock_preorder', variant: 'accent' },
  out_of_stock: { key: 'stock_out_of_stock', variant: 'danger' },
};

/** Few keys left are worth telling; more than this reads as plain "In Stock". */
const lowStock = 5;

/** The selected variant's stock state, live when the availability call has answered. */
export function StockLine({ stock, availableKeys }: { stock: ShownStock; availableKeys: number | null }) {
  const t = useMessages(productMessages);
  const badge = badges[stock];
  return (
    <p className="pdp-stock" data-testid="stock-state" data-stock={stock} aria-live="polite">
      <Badge variant={badge.variant}>{t(badge.key)}</Badge>
      {stock === 'in_stock' && availableKeys !== null && availableKeys > 0 && availableKeys <= lowStock && (
        <span className="pdp-low-stock">{t('keysLeft', { count: availableKeys })}</span>
      )}
    </p>
  );
}
