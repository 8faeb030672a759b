import { formatOrderNumber } from '../../shared/orders/order-number';
import type { Deps } from '../lib/deps';

/** Numbers a container takes from the year's counter at a time. */
const blockSize = 20;
const blocks = new Map<number, { next: number; last: number }>();
let refill: Promise<void> | undefined;

/**
 * The next order number of the year. A container takes a block of numbers with one atomic `ADD` and hands them out
 * from memory (the hi/lo pattern), so checkouts do not all queue on one counter item. Numbers are unique and rise
 * within a container; across containers they interleave, and a container that stops leaves a gap, as stores' numbers do.
 */
export async function nextOrderNumber(deps: Pick<Deps, 'store' | 'now'>): Promise<string> {
  const year = deps.now().getUTCFullYear();
  for (;;) {
    const block = blocks.get(year);
    if (block && block.next <= block.last) return formatOrderNumber(year, block.next++);
    refill ??= takeBlock(deps, year).finally(() => (refill = undefined));
    await refill;
  }
}

async function takeBlock(deps: Pick<Deps, 'store'>, year: number): Promise<void> {
  const result = await deps.store.entities.orderSequence.update({ year: String(year) }).add({ last: blockSize }).go({ response: 'all_new' });
  const last = result.data.last ?? blockSize;
  blocks.set(year, { next: last - blockSize + 1, last });
}
