import { ValidationError } from '../../shared/errors/domain-errors';
import type { PreorderEntryItem } from '../lib/data/entities/preorder-entry';
import type { Deps } from '../lib/deps';

type PageDeps = Pick<Deps, 'store' | 'cursors'>;

const scope = { listing: 'preorder-queue', filters: {} };
const invalidCursor = () => new ValidationError('The cursor is not valid; start again from the first page.', { fieldErrors: [{ path: 'query.cursor', message: 'Invalid cursor' }] });

export interface PlacedEntry {
  entry: PreorderEntryItem;
  position: number;
  variantPosition: number;
}

/**
 * One page of the store-wide queue (waiting entries, oldest payment first) with each row's places. The store place is
 * the page's offset, carried in the sealed cursor, plus the row's index; the place in its variant's queue is a COUNT
 * Query of that variant's waiting entries paid before its first row on the page, plus its rank among the page's rows of
 * that variant. Neither reads the queue ahead of the page: the cost is one COUNT per distinct variant shown on a later
 * page, none on the first. An entry that leaves the queue while staff page on shifts later places by one until the
 * first page is read again.
 */
export async function queuePage(deps: PageDeps, page: { cursor?: string | undefined; limit: number }): Promise<{ rows: PlacedEntry[]; nextCursor: string | null }> {
  const opened = await deps.cursors.open(page.cursor, scope);
  const { cursor, offset } = opened === null ? { cursor: null, offset: 0 } : parseInner(opened);
  const shown = await deps.store.entities.preorderEntry.query.byStatus({ status: 'waiting' }).go({ cursor, limit: page.limit });
  const firstOfVariant = new Map<string, PreorderEntryItem>();
  for (const entry of shown.data) if (!firstOfVariant.has(entry.variantId)) firstOfVariant.set(entry.variantId, entry);
  // The first page is the head of the whole queue, and both indexes order by payment time then entry id, so nothing of
  // a shown variant waits ahead of its first row there: the screen's opening read needs no COUNT at all.
  const ahead = offset === 0 ? new Map<string, number>() : new Map(await Promise.all([...firstOfVariant.values()].map(async (first) => [first.variantId, await waitingBefore(deps, first)] as const)));
  const rankInPage = new Map<string, number>();
  const rows = shown.data.map((entry, i) => {
    const rank = (rankInPage.get(entry.variantId) ?? 0) + 1;
    rankInPage.set(entry.variantId, rank);
    return { entry, position: offset + i + 1, variantPosition: (ahead.get(entry.variantId) ?? 0) + rank };
  });
  const next = shown.cursor === null ? null : JSON.stringify({ cursor: shown.cursor, offset: offset + shown.data.length });
  return { rows, nextCursor: await deps.cursors.seal(next, scope) };
}

function parseInner(inner: string): { cursor: string; offset: number } {
  try {
    const parsed = JSON.parse(inner) as { cursor?: unknown; offset?: unknown };
    if (typeof parsed.cursor === 'string' && Number.isSafeInteger(parsed.offset) && (parsed.offset as number) >= 0) return { cursor: parsed.cursor, offset: parsed.offset as number };
  } catch {
    // A cursor sealed by this deployment before pages carried their offset: start again, as for any stale cursor.
  }
  throw invalidCursor();
}

/** Waiting entries of the entry's variant ahead of it in the queue, counted by DynamoDB (Select COUNT, no items back). */
async function waitingBefore(deps: PageDeps, entry: PreorderEntryItem): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = (await deps.store.entities.preorderEntry.query
      .queue({ variantId: entry.variantId, status: 'waiting' })
      .lt({ queuedAt: entry.queuedAt, entryId: entry.entryId })
      .go({ data: 'raw', params: { Select: 'COUNT', ...(startKey ? { ExclusiveStartKey: startKey } : {}) } })) as unknown as { data: { Count?: number; LastEvaluatedKey?: Record<string, unknown> } };
    count += result.data.Count ?? 0;
    startKey = result.data.LastEvaluatedKey;
  } while (startKey);
  return count;
}
