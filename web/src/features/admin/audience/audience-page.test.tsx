import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import type { AudienceSummary, SubscriberPage } from '../../../../../shared/audience/audience-views';
import { PreferencesProvider } from '@/lib/preferences';
import { AudiencePage } from './audience-page';

const summary: AudienceSummary = {
  newsletter: { subscribed: 1234, unsubscribed: 7 },
  notify: {
    requests: 5,
    variants: [
      { productId: 'p1', productName: 'Starfall Odyssey', variantId: 'v1', platformName: 'Steam', regionName: 'Global', edition: null, waiting: 4 },
      { productId: 'p2', productName: 'Nebula Drift', variantId: 'v2', platformName: 'Xbox', regionName: 'United States', edition: 'Gold', waiting: 1 },
    ],
  },
  exportLimit: 10_000,
};
const firstPage: SubscriberPage = { items: [{ email: 'ana@example.test', consentedAt: '2026-01-01T09:00:00.000Z', source: 'footer' }], nextCursor: 'c1.next' };

// The page's own reads, answered from SWR's fallback as a server render would be: no request leaves the test.
const render = () =>
  renderToString(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: {
          [unstable_serialize(['/api/admin/audience', {}])]: summary,
          [unstable_serialize(['/api/admin/audience/subscribers', { query: { cursor: undefined } }])]: firstPage,
        },
      }}
    >
      <PreferencesProvider>
        <AudiencePage />
      </PreferencesProvider>
    </SWRConfig>,
  ).replace(/<!-- -->/g, '');

describe('the Audience screen', () => {
  it('shows the subscribed and unsubscribed counts apart, and the requests with how many variants they wait on', () => {
    const html = render();

    expect(html).toMatch(/Newsletter subscribers<\/p>.*?<p class="admin-stat-value">1,234<\/p>.*?Consented and still subscribed/s);
    expect(html).toMatch(/Unsubscribed<\/p>.*?<p class="admin-stat-value">7<\/p>.*?Counted only: never listed or exported/s);
    expect(html).toMatch(/&quot;Notify me&quot; requests<\/p>.*?<p class="admin-stat-value">5<\/p>.*?Waiting on 2 variants/s);
  });

  it('lists the waiting variants and the first page of consenting subscribers, with an export and a next page', () => {
    const html = render();

    expect(html).toContain('<h1>Audience</h1>');
    for (const shown of ['Starfall Odyssey', 'Nebula Drift', 'Gold', 'ana@example.test', 'Footer form', 'Export CSV', 'An export holds at most 10,000 rows, newest first.']) expect(html).toContain(shown);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Next<\/button>/);
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>Subscribers</);
  });
});
