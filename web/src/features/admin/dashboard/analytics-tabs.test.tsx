import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PopularProductsTab, RecentActivityTab, SystemConfigLists } from './analytics-tabs';

// A fresh store has no traffic; the browser journey proves the filled panel, these the empty and odd cases.
describe('the analytics panel’s tabs', () => {
  it('says no product was viewed in 7 days rather than showing an empty table', () => {
    expect(renderToString(<PopularProductsTab products={[]} />)).toContain('No product views in the last 7 days');
  });

  it('shows a product with views but no timed view as — for its average, not 0s', () => {
    const html = renderToString(<PopularProductsTab products={[{ productId: 'p1', name: 'Starfall Odyssey', views: 12, uniqueViewers: 9, averageViewSeconds: null }]} />);
    expect(html).toContain('Starfall Odyssey');
    expect(html).toContain('—');
    expect(html).not.toContain('0s');
  });

  it('lists a purchase with its value and a view without a country as —', () => {
    const html = renderToString(
      <RecentActivityTab
        activity={[
          { kind: 'purchased', at: '2026-11-24T20:00:00.000Z', countryCode: 'BR', productId: 'p1', productName: 'Starfall Odyssey', orderId: 'o1', valueCents: 2499 },
          { kind: 'viewed', at: '2026-11-24T19:59:00.000Z', countryCode: null, productId: 'p2', productName: 'Nebula Card', orderId: null, valueCents: null },
        ]}
      />,
    );
    expect(html).toMatch(/Purchased[\s\S]*Starfall Odyssey[\s\S]*\$24\.99[\s\S]*BR/);
    expect(html).toMatch(/Viewed[\s\S]*Nebula Card[\s\S]*—/);
  });

  it('says when nothing happened in the last two days', () => {
    expect(renderToString(<RecentActivityTab activity={[]} />)).toContain('No recent activity');
  });

  it('marks a global region with a badge instead of its code, and an inactive language as such', () => {
    const html = renderToString(
      <SystemConfigLists
        config={{
          languages: [{ code: 'pt', nativeName: 'Português', isActive: false }],
          regions: [{ code: 'GLOBAL', name: 'Global', isGlobal: true, restrictions: null }, { code: 'EU', name: 'Europe', isGlobal: false, restrictions: 'EU accounts only' }],
          platforms: [{ code: 'steam', name: 'Steam', iconUrl: null }],
        }}
      />,
    );
    expect(html).toContain('Inactive');
    expect(html).not.toContain('<code>GLOBAL</code>');
    expect(html).toContain('<code>EU</code>');
    expect(html).toContain('EU accounts only');
  });
});
