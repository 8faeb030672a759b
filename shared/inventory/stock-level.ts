/** Every variant's low-stock threshold unless staff set another (back-office key-pool health). */
export const defaultLowStockThreshold = 5;

/** How a variant's key pool stands: above its threshold, at or below it, or none left. */
export type StockLevel = 'ok' | 'low' | 'soldOut';

/** The level of a pool of `available` keys against its threshold (low at or below it); an inactive variant is never alerted on. */
export function stockLevel(available: number, threshold: number, isActive = true): StockLevel {
  if (!isActive) return 'ok';
  if (available <= 0) return 'soldOut';
  return available <= threshold ? 'low' : 'ok';
}

const severity: Record<StockLevel, number> = { ok: 0, low: 1, soldOut: 2 };

/**
 * What a change of level means for the alert: `raise` when it got worse (ok → low, ok → sold out, low → sold out: staff
 * are told once), `ease` when it is still short but better (sold out → low), `clear` when restocked, else nothing.
 */
export function stockCrossing(before: StockLevel | null, after: StockLevel | null): 'raise' | 'ease' | 'clear' | 'none' {
  const was = severity[before ?? 'ok'];
  const now = severity[after ?? 'ok'];
  if (now === was) return 'none';
  if (now === 0) return 'clear';
  return now > was ? 'raise' : 'ease';
}
