import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserActivityView, UserSessionView } from '../../../../../shared/people/user-tracking-views';
import { UserActivityTable } from './user-activity-tab';
import { UserSessionsTable } from './user-sessions-tab';

const session: UserSessionView = {
  sessionId: 'sess_abcdefgh',
  startedAt: '2026-11-24T05:00:00.000Z',
  lastActivityAt: '2026-11-24T05:40:00.000Z',
  endedAt: null,
  durationSeconds: 5400,
  events: 40,
  pagesVisited: 7,
  deviceType: 'tablet',
  trafficSource: 'social',
  browserInfo: 'Firefox 130',
  countryCode: 'PT',
  city: null,
  ipAddress: null,
  outcome: 'purchased',
  conversionValueCents: 2599,
};

const activity: UserActivityView = {
  id: 'sess_abcdefgh#2026-11-24T05:00:00.000Z#batch_1#00',
  sessionId: 'sess_abcdefgh',
  type: 'add_to_cart',
  at: '2026-11-24T05:00:00.000Z',
  path: '/product/starfall',
  detail: 'product prd_12345678',
  ipAddress: '198.51.100.7',
};

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe("the user detail's tracking tabs", () => {
  it('shows a session by its duration in hours, pages, device, source, place, missing address and purchase', () => {
    const html = text(renderToString(<UserSessionsTable sessions={[session]} loading={false} />));

    for (const shown of ['1.5h', '>7<', 'Tablet', 'Social', 'PT', 'IP not detected', 'Purchased $25.99']) expect(html).toContain(shown);
    expect(html).not.toContain('No sessions recorded');
  });

  it('says a session list is loading, then that there is none', () => {
    expect(renderToString(<UserSessionsTable sessions={[]} loading />)).toContain('Loading sessions…');
    expect(renderToString(<UserSessionsTable sessions={[]} loading={false} />)).toContain('No sessions recorded for this user.');
  });

  it('shows an activity by its type, path, detail and address, and says when there is none', () => {
    const html = text(renderToString(<UserActivityTable activities={[activity]} loading={false} />));

    for (const shown of ['Add to cart', '/product/starfall', 'product prd_12345678', '198.51.100.7']) expect(html).toContain(shown);
    expect(renderToString(<UserActivityTable activities={[]} loading={false} />)).toContain('No activity recorded for this user.');
  });
});
