import { lookupBucket, lookupQueryWords, lookupTerms, type LookupScope, lookupBucketLength } from '../../../shared/search/lookup-terms';
import { ValidationError } from '../../../shared/errors/domain-errors';
import type { Deps } from '../deps';

type TxEntities = Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0];

export interface LookupRecord {
  scope: LookupScope;
  refId: string;
  /** Sorts matches of one term; use `newestFirstRank(createdAt)` for newest first. */
  rank: string;
  /** The texts the record is found by (name, e-mail, order number, ...). */
  texts: readonly (string | null | undefined)[];
}

const maxMs = 9_999_999_999_999;
/** A rank that sorts newest first in ascending key order. */
export const newestFirstRank = (iso: string) => String(maxMs - new Date(iso).getTime()).padStart(13, '0');

/** The term items of a record, for a batch write (seeders) or a transaction. */
export function lookupItems(record: LookupRecord) {
  const terms = lookupTerms(record.texts);
  const haystack = ` ${terms.join(' ')}`;
  return terms.map((term) => ({ scope: record.scope, bucket: lookupBucket(term), term, refId: record.refId, rank: record.rank, haystack }));
}

/**
 * The writes that move a record's terms from `before` to `after` inside the caller's transaction (at most 32 items): old
 * terms it no longer has are deleted, the current ones put (a put also refreshes `haystack`). Null means no record.
 */
export function lookupWrites(tx: TxEntities, before: LookupRecord | null, after: LookupRecord | null) {
  const next = after ? lookupItems(after) : [];
  const keep = new Set(next.map((i) => `${i.term}|${i.rank}`));
  const stale = before ? lookupItems(before).filter((i) => !keep.has(`${i.term}|${i.rank}`)) : [];
  const unchanged = before && after && JSON.stringify(lookupItems(before)) === JSON.stringify(next);
  if (unchanged) return [];
  return [
    ...stale.map((i) => tx.lookupTerm.delete({ scope: i.scope, bucket: i.bucket, term: i.term, rank: i.rank, refId: i.refId }).commit()),
    ...next.map((i) => tx.lookupTerm.put(i).commit()),
  ];
}

/**
 * Finds records by typed text: a prefix Query on the longest word's two-letter partition, the other words checked
 * against each match's `haystack` by DynamoDB's filter. Results come in term order, then rank, one id once per page.
 */
export async function findByLookup(
  deps: Pick<Deps, 'store' | 'cursors'>,
  scope: LookupScope,
  query: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ refIds: string[]; nextCursor: string | null }> {
  const words = lookupQueryWords(query);
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  if (!longest || longest.length < lookupBucketLength) {
    throw new ValidationError(`Type at least ${lookupBucketLength} characters to search.`, { fieldErrors: [{ path: 'query.q', message: `At least ${lookupBucketLength} characters` }] });
  }
  const others = words.filter((w) => w !== longest);
  const result = await deps.cursors.page(page.cursor, { listing: `lookup-${scope}`, filters: { q: words.join(' ') } }, (cursor) =>
    deps.store.entities.lookupTerm.query
      .byTerm({ scope, bucket: lookupBucket(longest) })
      .begins({ term: longest })
      .where((attr, { contains }) => others.map((w) => contains(attr.haystack, ` ${w}`)).join(' AND ') || '')
      .go({ cursor, count: page.limit, limit: Math.max(page.limit, 25) }),
  );
  return { refIds: [...new Set(result.data.map((i) => i.refId))], nextCursor: result.nextCursor };
}
