import { describe, expect, it } from 'vitest';
import type { SessionFilters } from '../../../../../shared/intelligence/console-views';
import { createSessionCard } from './session-fixture';
import { sessionPageKey } from './use-session-pages';

const filters: SessionFilters = { auth: 'anonymous', risk: 'high', range: '7d', country: 'DE' };

describe('the session list pages', () => {
  it('asks for page 0 with the filters and no cursor', () => {
    expect(sessionPageKey(filters, 0)(0, null)).toEqual(['/api/admin/intelligence/sessions', { query: { limit: 24, auth: 'anonymous', risk: 'high', range: '7d', country: 'DE' } }, 0]);
  });

  it('sends no country when none is chosen', () => {
    const key = sessionPageKey({ ...filters, country: undefined }, 0)(0, null);

    expect(key?.[1]?.query).not.toHaveProperty('country');
  });

  it("continues from the previous page's cursor and stops when there is none", () => {
    const key = sessionPageKey(filters, 0);

    expect(key(1, { sessions: [createSessionCard()], nextCursor: 'c2' })?.[1]?.query).toMatchObject({ cursor: 'c2' });
    expect(key(1, { sessions: [createSessionCard()], nextCursor: null })).toBeNull();
  });

  it('gives a refreshed list a new key, so it starts again from page 0', () => {
    expect(sessionPageKey(filters, 1)(0, null)).not.toEqual(sessionPageKey(filters, 0)(0, null));
  });
});
