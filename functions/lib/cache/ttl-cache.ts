import { requestStats } from '../observability/request-stats';
interface Entry<T> {
  expires: number;
  value: Promise<T>;
  refreshing: boolean;
}

export interface TtlCacheOptions {
  maxEntries?: number;
  /** How long past expiry a value may still be served while one refresh runs in the background. */
  staleWhileRevalidateMs?: number;
}

/**
 * A short-lived in-process cache, as a warm Lambda keeps between invocations. Concurrent misses share one load,
 * a failed load is not cached, and (optionally) an expired value keeps being served while a single refresh runs,
 * so a reload never stalls every in-flight request at once.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly staleMs: number;

  constructor(
    private readonly ttlMs: number,
    options: TtlCacheOptions | number = {},
  ) {
    const opts = typeof options === 'number' ? { maxEntries: options } : options;
    this.maxEntries = opts.maxEntries ?? 200;
    this.staleMs = opts.staleWhileRevalidateMs ?? 0;
  }

  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    requestStats.cache(Boolean(hit && hit.expires + this.staleMs > now));
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.expires + this.staleMs > now) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    return this.store(key, load(), now);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Forgets one key, so its next `get` loads afresh (a Re-analyze button). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>) {
    stale.refreshing = true;
    const next = load();
    next.then(
      () => this.store(key, next, Date.now()),
      () => (stale.refreshing = false),
    );
  }

  private store(key: string, value: Promise<T>, now: number): Promise<T> {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.evictExpired(now);
    const entry: Entry<T> = { expires: now + this.ttlMs, value, refreshing: false };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  private evictExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires + this.staleMs <= now) this.entries.delete(key);
    // Still full of live entries: drop the oldest, Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
