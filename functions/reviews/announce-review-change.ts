import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';

/**
 * Tells search that a product's reviews changed (its popularity and rating follow them). On AWS the table stream
 * reports the product write too; on one machine this message is the only one. A failure is only logged: the search
 * record is a view, and the next change or the stream corrects it.
 */
export async function announceReviewChange(deps: Pick<Deps, 'queues'>, productId: string): Promise<void> {
  await deps.queues['search-index'].send({ productId }).catch((error: unknown) => logger.warn('could not announce a review change to search', { productId, error }));
}
