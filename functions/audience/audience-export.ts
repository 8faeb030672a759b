import { audienceExportLimit, type AudienceExportFile, type NewsletterStanding } from '../../shared/audience/audience-views';
import { UnprocessableError } from '../../shared/errors/domain-errors';
import { recordStaffAction } from '../lib/audit/staff-audit';
import { csvTable } from '../lib/csv/csv-table';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { notifyRequestsQuery, notifyRows, subscriberRow, subscribersQuery } from './audience-lists';

type Actor = Pick<Caller, 'userId' | 'role'>;
type Read<T> = (cursor: string | null, limit: number) => Promise<{ data: T[]; cursor: string | null }>;

const standingWords: Record<NewsletterStanding, string> = { subscribed: 'subscribed', unsubscribed: 'unsubscribed', none: 'not subscribed' };

/**
 * The consenting subscribers as CSV, newest consent first: the same Query as the list, page after page, up to the
 * export limit. Each export is written to the staff audit (who took which list, how many rows), since the file leaves
 * the back office's access control.
 */
export async function exportSubscribers(deps: Deps, actor: Actor): Promise<AudienceExportFile> {
  const { items, truncated } = await readUpTo(subscribersQuery(deps), audienceExportLimit);
  const rows = items.map(subscriberRow).map((s) => [s.email, s.consentedAt, s.source]);
  const file = exportFile(deps, 'newsletter-subscribers', csvTable(['email', 'consented_at', 'source'], rows), rows.length, truncated);
  await audit(deps, actor, 'newsletter', `Exported ${rows.length} newsletter subscribers${truncated ? ' (the newest; the list is longer)' : ''}`);
  return file;
}

/** The "notify me" requests (all, or one variant's) as CSV, with their variant and newsletter standing; audited. */
export async function exportNotifyRequests(deps: Deps, actor: Actor, variantId: string | undefined): Promise<AudienceExportFile> {
  const { items, truncated } = await readUpTo(notifyRequestsQuery(deps, variantId), audienceExportLimit);
  const described = await notifyRows(deps, items);
  const rows = described.map((r) => [r.requestedAt, r.email, r.productName, r.platformName, r.regionName, r.edition ?? 'Standard', r.variantId, standingWords[r.newsletter]]);
  const columns = ['requested_at', 'email', 'product', 'platform', 'region', 'edition', 'variant_id', 'newsletter'];
  const name = variantId ? `notify-requests-${variantId}` : 'notify-requests';
  const file = exportFile(deps, name, csvTable(columns, rows), rows.length, truncated);
  await audit(deps, actor, variantId ? `notify-requests:${variantId}` : 'notify-requests', `Exported ${rows.length} "notify me" requests${variantId ? ` of variant ${variantId}` : ''}`);
  return file;
}

/** Reads pages until `limit` items, one more to tell whether the list goes on. */
async function readUpTo<T>(read: Read<T>, limit: number): Promise<{ items: T[]; truncated: boolean }> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor, Math.min(1000, limit + 1 - items.length));
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor && items.length <= limit);
  return { items: items.slice(0, limit), truncated: items.length > limit };
}

// Lambda answers at most 6 MB, the file JSON-escaped inside: a larger one is refused rather than cut short unannounced.
const maxCsvBytes = 4_500_000;

/** The file, with a byte order mark so spreadsheets read accented product names as UTF-8. */
function exportFile(deps: Pick<Deps, 'now'>, name: string, csv: string, rows: number, truncated: boolean): AudienceExportFile {
  if (Buffer.byteLength(csv) > maxCsvBytes) throw new UnprocessableError('This export is too large for one file; export one variant at a time.');
  return { filename: `${name}-${deps.now().toISOString().slice(0, 10)}.csv`, contentType: 'text/csv; charset=utf-8', content: `\uFEFF${csv}`, rows, truncated };
}

function audit(deps: Deps, actor: Actor, subjectId: string, summary: string) {
  return recordStaffAction(deps, actor, { subjectType: 'audience', subjectId, action: 'audience.export', summary });
}
