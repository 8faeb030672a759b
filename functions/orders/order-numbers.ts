import { formatOrderNumber } from '../../shared/orders/order-number';
import type { Deps } from '../lib/deps';

/** The next number of the year, raised atomically; a checkout that fails later leaves a gap, as stores' numbers do. */
export async function nextOrderNumber(deps: Pick<Deps, 'store' | 'now'>): Promise<string> {
  const year = deps.now().getUTCFullYear();
  const result = await deps.store.entities.orderSequence.update({ year: String(year) }).add({ last: 1 }).go({ response: 'all_new' });
  return formatOrderNumber(year, result.data.last ?? 1);
}
