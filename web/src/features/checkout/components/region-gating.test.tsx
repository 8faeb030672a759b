import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createQuote, createQuotedLine } from '@/lib/cart/quote.factory';
import { PreferencesProvider } from '@/lib/preferences';
import { payBlockers } from '../utils/region-acks';
import { CheckoutSummary } from './checkout-summary';
import { RegionAckBlock } from './region-ack-block';

const restricted = createQuotedLine({
  variantId: 'us-1',
  productName: 'Elden Ring',
  region: { code: 'US', name: 'United States' },
  regionCheck: { kind: 'incompatible', message: 'This product cannot be used in Brazil region.' },
  needsRegionAck: true,
});
const quote = createQuote([restricted, createQuotedLine({ variantId: 'global' })]);

function render(ticked: Set<string>) {
  const blockers = payBlockers({ quote, fresh: true, ticked, email: 'buyer@example.com', busy: false });
  return renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PreferencesProvider>
        <RegionAckBlock lines={quote.lines.filter((l) => l.needsRegionAck)} country="Brazil" ticked={ticked} onToggle={() => undefined} />
        <CheckoutSummary quote={quote} blockers={blockers} redirecting={false} failure={null} />
      </PreferencesProvider>
    </SWRConfig>,
  ).replace(/<!-- -->/g, '');
}

describe('the region acknowledgement at checkout', () => {
  it('asks for a required tick per restricted key, naming the country, and keeps Pay disabled until then', () => {
    const html = render(new Set());

    expect(html).toContain('This product cannot be used in Brazil region.');
    expect(html).toMatch(/<input type="checkbox" required=""[^>]*\/><span>I understand this product may not work in Brazil<\/span>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="pay-button"/);
    expect(html).toContain('Confirm the region notes to continue.');
  });

  it('enables Pay once every restricted key is acknowledged', () => {
    const html = render(new Set(['us-1']));

    expect(html).toMatch(/<input type="checkbox" required="" checked=""/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="pay-button"/);
    expect(html).toContain('Pay $99.98');
  });
});
