import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';

/**
 * Tells search that products' stock moved (a reservation took the last key, a release or refund put keys back), so
 * `in_stock` follows. On AWS the table stream reports it too; on one machine this message is the only one. A failure
 * is only logged: the search record is a view, and the next change or the stream corrects it.
 */
export async function announceStock(deps: Pick<Deps, 'queues'>, productIds: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(productIds)].map((productId) => deps.queues['search-index'].send({ productId }))).catch((error: unknown) =>
    logger.warn('could not announce a stock change to search', { error }),
  );
}
