import { StockHealthPanel } from '../variants/stock-health-panel';

/**
 * Key-pool health on the dashboard (issue 15: variants at or below their low-stock threshold, sold out, pre-order demand
 * against stock), the same panel as the Variants & Keys screen, read from `GET /api/admin/stock-alerts`.
 */
export function PoolHealthSlot() {
  return <StockHealthPanel />;
}
