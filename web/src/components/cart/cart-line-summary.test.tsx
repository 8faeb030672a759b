import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { QuotedLine } from '../../../../shared/orders/order-views';
import type { LineNotice } from '@/lib/cart/reconcile-quote';
import { createQuotedLine } from '@/lib/cart/quote.factory';
import { PreferencesProvider } from '@/lib/preferences';
import { CartLineSummary } from './cart-line-summary';

function render(line: QuotedLine, extra: { notice?: LineNotice; serverMessage?: string; country?: string | null } = {}) {
  const element = <CartLineSummary line={line} country={extra.country ?? null} notice={extra.notice} serverMessage={extra.serverMessage} />;
  const router = createMemoryRouter([{ path: '/', element }]);
  const html = renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </SWRConfig>,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('a cart line', () => {
  it('shows what it is, its unit price, stock, delivery and line total', () => {
    const text = render(createQuotedLine({ faceValue: 'Deluxe Edition', unitCents: 4999, quantity: 2, lineCents: 9998 }));

    expect(text).toContain('Elden Ring');
    expect(text).toContain('Steam · Global · Deluxe Edition');
    expect(text).toContain('$49.99 each');
    expect(text).toContain('In stock Instant delivery');
    expect(text).toContain('$99.98');
  });

  it.each([
    ['sold out', createQuotedLine({ quantity: 0, maxQuantity: 0, stockState: 'out_of_stock', problems: ['sold_out'] }), undefined, 'Sold out. Remove it to continue.'],
    ['no longer sold', createQuotedLine({ quantity: 0, stockState: 'inactive', problems: ['unavailable'] }), undefined, 'No longer sold. Remove it to continue.'],
    [
      'reduced',
      createQuotedLine({ quantity: 2, requestedQuantity: 2, problems: [] }),
      { problems: ['quantity_reduced'], previousUnitCents: 4999, previousQuantity: 5 },
      'Only 2 can be bought now, so the quantity went down from 5.',
    ],
    ['repriced', createQuotedLine({ unitCents: 5499, problems: ['price_changed'] }), { problems: ['price_changed'], previousUnitCents: 4999, previousQuantity: 1 }, 'The price changed from $49.99 to $54.99.'],
    ['repriced, old price unknown', createQuotedLine({ problems: ['price_changed'] }), undefined, 'The price changed since you last saw it.'],
  ] as const)('says why a %s line needs attention before payment', (_case, line, notice, message) => {
    expect(render(line, notice ? { notice: { ...notice, problems: [...notice.problems] } } : {})).toContain(message);
  });

  it("gives the region message for the visitor's country, and none where the key works", () => {
    const us = createQuotedLine({ region: { code: 'US', name: 'United States' }, regionCheck: { kind: 'incompatible', message: 'This product cannot be used in Brazil region.' }, needsRegionAck: true });

    expect(render(us, { country: 'Brazil' })).toContain('This product cannot be used in Brazil region.');
    expect(render(createQuotedLine({ regionCheck: { kind: 'global_restricted', message: 'x' } }))).toContain('Global product with restrictions in your region.');
    expect(render(createQuotedLine())).not.toContain('cannot be used');
  });

  it('shows what the server said about the line when it refused a checkout', () => {
    expect(render(createQuotedLine(), { serverMessage: 'Only 1 of Elden Ring (Steam) can be bought now.' })).toContain('Only 1 of Elden Ring (Steam) can be bought now.');
  });

  it('names a pre-order and its expected delivery date', () => {
    const text = render(createQuotedLine({ stockState: 'preorder', delivery: 'preorder', expectedDeliveryDate: '2030-03-01T00:00:00.000Z' }));

    expect(text).toContain('Pre-order');
    expect(text).toContain('Expected delivery: March 1, 2030');
  });
});
