import { describe, expect, it, vi } from 'vitest';
import type { SearchLogEntry } from '../../../../../shared/search/search-log-entry';
import { flushAfterMs, SearchLogQueue } from './search-log';

const entry = (query: string, overrides: Partial<SearchLogEntry> = {}): SearchLogEntry => ({
  query,
  language: 'en',
  currency: 'USD',
  platform: null,
  resultsCount: 3,
  searchedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function queue() {
  const send = vi.fn();
  let pendingTimer: (() => void) | null = null;
  const timers = { set: (fn: () => void) => (pendingTimer = fn), clear: () => (pendingTimer = null) };
  const q = new SearchLogQueue(send, timers);
  return { q, send, fireTimer: () => pendingTimer?.(), hasTimer: () => pendingTimer !== null };
}

describe('the search log queue', () => {
  it('sends nothing at once, then the batch when the timer fires', () => {
    const { q, send, fireTimer } = queue();

    q.record(entry('steam'));
    q.record(entry('xbox'));
    expect(send).not.toHaveBeenCalled();
    fireTimer();

    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0].map((e: SearchLogEntry) => e.query)).toEqual(['steam', 'xbox']);
    expect(flushAfterMs).toBe(5000);
  });

  it('sends as soon as 10 entries wait', () => {
    const { q, send, hasTimer } = queue();

    for (let i = 0; i < 10; i++) q.record(entry(`q${i}`));

    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toHaveLength(10);
    expect(hasTimer()).toBe(false);
  });

  it.each([
    ['a query over 512 characters', 'x'.repeat(513), 0],
    ['a query of exactly 512 characters', 'x'.repeat(512), 1],
    ['a blank query', '   ', 0],
  ])('logs %s %i times', (_case, query, times) => {
    const { q, send } = queue();

    q.record(entry(query));
    q.flush();

    expect(send.mock.calls.flatMap((c) => c[0])).toHaveLength(times);
  });

  it('logs a search repeated with the same query, filter and language once', () => {
    const { q, send } = queue();

    q.record(entry('steam'));
    q.record(entry('Steam '));
    q.record(entry('steam', { platform: 'steam' }));
    q.flush();

    expect(send.mock.calls[0]?.[0]).toHaveLength(2);
  });

  it('flushes with the unloading flag when the page is hidden', () => {
    const { q, send } = queue();
    q.record(entry('steam'));

    q.flush(true);

    expect(send).toHaveBeenCalledWith([expect.objectContaining({ query: 'steam' })], { unloading: true });
  });
});
