import type { SearchLogEntry } from '../../../../../shared/search/search-log-entry';
import { apiSend } from '@/lib/api-client';
import type { ApiPath } from '@/lib/api-types';

// Mirrors maxLoggedQueryLength and maxSearchLogBatch of shared/search/search-log-entry.ts, which also holds the zod
// schema: importing a value from it would pull zod into the browser bundle.
export const maxLoggedQueryLength = 512;
const maxEntriesPerRequest = 20;
/** Send when this many entries wait, or after `flushAfterMs`, whichever comes first. */
export const flushAtEntries = 10;
export const flushAfterMs = 5_000;
const endpoint = '/api/search-log' satisfies ApiPath<'POST'>;

export type SendLog = (entries: SearchLogEntry[], options: { unloading: boolean }) => void;

/** POSTs a batch without waiting for it; on page hide through sendBeacon, which outlives the page. */
export const sendLog: SendLog = (entries, { unloading }) => {
  const body = JSON.stringify({ entries });
  if (unloading && navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  // The log is best effort: a refused batch (429, 400) or a network fault is dropped, never retried into a loop.
  void apiSend('POST', endpoint, { body: { entries }, transport: { anonymous: true, keepalive: true } }).catch(() => undefined);
};

interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/**
 * Collects search log entries and sends them in batches, so logging never blocks or slows a search. Queries over 512
 * characters are not logged (the API would refuse the whole batch), and a search repeated with the same query, filter
 * and language (a re-render, the next page) is logged once.
 */
export class SearchLogQueue {
  private pending: SearchLogEntry[] = [];
  private timer: unknown = null;
  private lastKey = '';

  constructor(
    private readonly send: SendLog = sendLog,
    private readonly timers: Timers = browserTimers,
  ) {}

  record(entry: SearchLogEntry): void {
    const query = entry.query.trim();
    if (!query || query.length > maxLoggedQueryLength) return;
    const key = JSON.stringify([query.toLowerCase(), entry.platform, entry.language]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.pending.push({ ...entry, query });
    if (this.pending.length >= flushAtEntries) this.flush();
    else this.timer ??= this.timers.set(() => this.flush(), flushAfterMs);
  }

  flush(unloading = false): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    while (this.pending.length) this.send(this.pending.splice(0, maxEntriesPerRequest), { unloading });
  }
}

let shared: SearchLogQueue | null = null;

/** The page's one log queue, flushed with sendBeacon when the page is hidden or left. */
export function searchLog(): SearchLogQueue {
  if (!shared) {
    const queue = new SearchLogQueue();
    addEventListener('pagehide', () => queue.flush(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') queue.flush(true);
    });
    shared = queue;
  }
  return shared;
}
