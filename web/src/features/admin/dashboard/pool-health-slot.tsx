/**
 * Slot for key-pool health (variants under their low-stock threshold, sold out, pre-order demand against stock), built
 * by the inventory work from `GET /api/admin/stock-alerts`. It renders nothing until then, so the dashboard shows no
 * placeholder figures.
 */
export function PoolHealthSlot() {
  return null;
}
