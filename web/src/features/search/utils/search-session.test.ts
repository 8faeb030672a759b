import { describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache';
import { buildSearchRequest } from '../../../../../shared/search/search-request';
import { SearchSession, type SearchAnswer, type SearchState } from './search-session';

const answer = (n: number): SearchAnswer => ({ hits: [], nbHits: n, nbPages: 1, page: 0, processingTimeMS: 1, facets: { 'platform.code': { steam: n } } });
const search = (query: string, language: 'en' | 'es' | 'pt' = 'en') => ({
  request: buildSearchRequest({ kind: 'page', query, filters: 'in_stock:true', language }),
  currency: 'USD',
  language,
});

/** A run function whose calls stay pending until the test settles them. */
function pendingRuns() {
  const calls: { query: string; signal: AbortSignal; resolve(a: SearchAnswer): void; reject(e: unknown): void }[] = [];
  const run = vi.fn(
    (request: { query: string }, signal: AbortSignal) =>
      new Promise<SearchAnswer>((resolve, reject) => {
        calls.push({ query: request.query, signal, resolve, reject });
      }),
  );
  return { run, calls };
}

function session(run: (r: never, s: AbortSignal) => Promise<SearchAnswer>, cache = new SearchCache<SearchAnswer>()) {
  const states: SearchState[] = [];
  const onAnswer = vi.fn();
  const s = new SearchSession({ run: run as never, onChange: (st) => states.push(st), onAnswer, cache });
  return { s, states, onAnswer, last: () => states.at(-1) };
}

describe('a search session', () => {
  it('goes from loading to results', async () => {
    const { s, states } = session(async () => answer(3));

    await s.search(search('steam'));

    expect(states.map((st) => st.status)).toEqual(['loading', 'results']);
    expect(states[1]?.answer?.nbHits).toBe(3);
  });

  it('aborts the search in flight when a new query starts and ignores its answer', async () => {
    const { run, calls } = pendingRuns();
    const { s, last } = session(run);

    const first = s.search(search('ste'));
    const second = s.search(search('steam'));
    calls[1]?.resolve(answer(5));
    calls[0]?.resolve(answer(99));
    await Promise.all([first, second]);

    expect(calls[0]?.signal.aborted).toBe(true);
    expect(last()).toMatchObject({ status: 'results', query: 'steam' });
    expect(last()?.answer?.nbHits).toBe(5);
  });

  it('ignores an aborted request silently', async () => {
    const { run, calls } = pendingRuns();
    const { s, states } = session(run);

    const first = s.search(search('ste'));
    const second = s.search(search('steam'));
    calls[0]?.reject(Object.assign(new Error('The operation was aborted'), { name: 'AbortError' }));
    calls[1]?.resolve(answer(1));
    await Promise.all([first, second]);

    expect(states.some((st) => st.status === 'error')).toBe(false);
  });

  it('resets everything when the query is cleared, dropping the answer still on its way', async () => {
    const { run, calls } = pendingRuns();
    const { s, last } = session(run);

    const pending = s.search(search('steam'));
    s.clear();
    calls[0]?.resolve(answer(4));
    await pending;

    expect(calls[0]?.signal.aborted).toBe(true);
    expect(last()).toEqual({ status: 'idle', query: '', answer: null });
  });

  it('treats a blank query as clearing', async () => {
    const run = vi.fn(async () => answer(1));
    const { s, last } = session(run);

    await s.search(search('   '));

    expect(run).not.toHaveBeenCalled();
    expect(last()?.status).toBe('idle');
  });

  it.each([
    ['an engine error with its own text', new Error('Unreachable hosts - your application id may be incorrect.')],
    ['an error without a message', new Error('')],
    ['a thrown value that is not an error', 'boom'],
  ])('reports %s as a plain failure, never its text, and clears results, suggestions, count and facets', async (_case, failure) => {
    const { s, last } = session(async () => {
      throw failure;
    });

    await s.search(search('steam'));

    expect(last()).toEqual({ status: 'error', query: 'steam', answer: null });
  });

  it('answers a repeated search from the cache without calling the engine', async () => {
    const run = vi.fn(async () => answer(2));
    const { s, onAnswer, last } = session(run);

    await s.search(search('steam'));
    await s.search(search('steam'));

    expect(run).toHaveBeenCalledOnce();
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(last()?.answer?.nbHits).toBe(2);
  });

  it('asks the engine again for the same query in another language', async () => {
    const run = vi.fn(async () => answer(2));
    const { s } = session(run);

    await s.search(search('steam', 'en'));
    await s.search({ ...search('steam', 'en'), language: 'es' });

    expect(run).toHaveBeenCalledTimes(2);
  });
});
