import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { NotifyRequestRow, NotifyVariantCount, SubscriberRow } from '../../../../../shared/audience/audience-views';
import { staffWords } from '../ui/staff-words';
import { NotifyRequestsTable, SubscribersTable, VariantCountsTable, variantName } from './audience-tables';
import { audienceWording } from './wording';

const t = staffWords(audienceWording);
const text = (html: string) => html.replace(/<!-- -->/g, '');

const variants: NotifyVariantCount[] = [
  { productId: 'p1', productName: 'Starfall Odyssey', variantId: 'v1', platformName: 'Steam', regionName: 'Global', edition: null, waiting: 3 },
  { productId: 'p1', productName: 'Starfall Odyssey', variantId: 'v2', platformName: 'Xbox', regionName: 'United States', edition: 'Deluxe Edition', waiting: 1 },
];
const subscribers: SubscriberRow[] = [{ email: 'ana@example.test', consentedAt: '2026-01-01T09:00:00.000Z', source: 'footer' }];
const request = (email: string, newsletter: NotifyRequestRow['newsletter']): NotifyRequestRow => ({
  email,
  requestedAt: '2026-02-01T09:00:00.000Z',
  productId: 'p1',
  productName: 'Starfall Odyssey',
  variantId: 'v1',
  platformName: 'Steam',
  regionName: 'Global',
  edition: null,
  newsletter,
});

describe("the Audience screen's tables", () => {
  it('lists each waiting variant by product, platform, region, edition and count, the standard edition named', () => {
    const html = text(renderToString(<VariantCountsTable variants={variants} t={t} onShow={vi.fn()} />));

    for (const shown of ['Starfall Odyssey', 'Steam', 'Global', 'Standard', 'Xbox', 'United States', 'Deluxe Edition', '>3<', '>1<', 'Show requests']) expect(html).toContain(shown);
    expect(html).not.toContain('Nobody is waiting');
  });

  it("shows a subscriber's e-mail, consent time (the exact instant in the markup, in English on hover) and where they subscribed", () => {
    const html = text(renderToString(<SubscribersTable items={subscribers} t={t} />));

    expect(html).toContain('ana@example.test');
    expect(html).toContain('dateTime="2026-01-01T09:00:00.000Z" title="Jan 1, 2026, 9:00 AM UTC"');
    expect(html).toContain('Footer form');
    expect(html).toContain('Consented');
  });

  it('says whether the person behind each request is still subscribed, unsubscribed or never subscribed', () => {
    const items = [request('ana@example.test', 'subscribed'), request('cai@example.test', 'unsubscribed'), request('zed@example.test', 'none')];

    const en = text(renderToString(<NotifyRequestsTable items={items} t={t} />));

    expect(en).toMatch(/data-standing="subscribed">Subscribed</);
    expect(en).toMatch(/data-standing="unsubscribed">Unsubscribed</);
    expect(en).toMatch(/data-standing="none">Not subscribed</);
  });

  it('says when a list is empty', () => {
    expect(renderToString(<SubscribersTable items={[]} t={t} />)).toContain('No subscribers yet.');
    expect(renderToString(<NotifyRequestsTable items={[]} t={t} />)).toContain('No &quot;Notify me&quot; requests.');
    expect(renderToString(<VariantCountsTable variants={[]} t={t} onShow={vi.fn()} />)).toContain('Nobody is waiting for a variant.');
  });

  it('names a variant in the filter by its product and its platform, region and edition', () => {
    expect(variantName(variants[0]!, t)).toBe('Starfall Odyssey (Steam – Global – Standard)');
    expect(variantName(variants[1]!, t)).toBe('Starfall Odyssey (Xbox – United States – Deluxe Edition)');
  });
});
