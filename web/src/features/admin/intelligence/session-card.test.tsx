import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SessionCard } from './session-card';
import { createSessionCard } from './session-fixture';
import { SessionGrid, type SessionGridProps } from './session-grid';

const text = (html: string) => html.replace(/<!-- -->/g, '');
const card = (overrides: Parameters<typeof createSessionCard>[0]) => text(renderToString(<SessionCard session={createSessionCard(overrides)} selected={false} onSelect={() => undefined} />));
const grid = (props: Partial<SessionGridProps>) =>
  text(renderToString(<SessionGrid sessions={[]} selectedId={null} onSelect={() => undefined} loading={false} failed={false} onRetry={() => undefined} hasMore={false} loadingMore={false} onLoadMore={() => undefined} {...props} />));

describe('a session card', () => {
  it('shows a linked, risky, signed-in session with its name, chips, device, browser, address, place, duration and events', () => {
    const html = card({
      riskScore: 75,
      linked: true,
      ipSessionCount: 3,
      linkedUsers: [
        { userId: 'u2', name: 'Bo', sessionCount: 1 },
        { userId: 'u3', name: null, sessionCount: 2 },
      ],
    });

    for (const shown of ['Authenticated', 'Ana Lima', 'Linked', 'IP Group (3 sessions)', '+2 Linked Users', 'aria-label="Desktop"', 'Firefox 130', '198.51.100.7 (PT)', 'Lisbon, Portugal', '12m · 42 events']) {
      expect(html).toContain(shown);
    }
    expect(html).toContain('class="badge badge-danger">Risk: 75</span>');
  });

  it('shows an anonymous session without an address or place plainly: no name, no chips, no Linked badge', () => {
    const html = card({ userId: null, userDisplayName: null, isAuthenticated: false, ipAddress: null, countryCode: null, city: null, deviceType: 'mobile', durationSeconds: 45, events: 1 });

    for (const shown of ['Anonymous', 'IP not detected', 'Unknown', 'aria-label="Mobile"', '45s · 1 event<']) expect(html).toContain(shown);
    for (const hidden of ['Linked', 'IP Group', 'Authenticated']) expect(html).not.toContain(hidden);
    expect(html).toContain('class="badge">Risk: 30</span>');
  });

  it('is opened by a button named for its session', () => {
    expect(card({ sessionId: 'sess_0123456789' })).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Open session 23456789: Ana Lima, 198.51.100.7 \(PT\)"/);
  });
});

describe('the sessions grid', () => {
  it('says so when no session matches the filters', () => {
    expect(grid({})).toContain('No sessions found matching your criteria');
  });

  it('offers Try Again when the first load failed', () => {
    const html = grid({ failed: true });

    expect(html).toContain('Error Loading Sessions');
    expect(html).toContain('Try Again');
  });

  it('offers Load More Sessions only while the server has more', () => {
    const sessions = [createSessionCard()];

    expect(grid({ sessions, hasMore: true })).toContain('Load More Sessions');
    expect(grid({ sessions, hasMore: false })).not.toContain('Load More Sessions');
  });
});
