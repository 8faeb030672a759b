import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyLookupMatch } from '../../../../../shared/orders/order-key-lookup';
import { languageStorageKey } from '@/lib/i18n/languages';
import { PreferencesProvider } from '@/lib/preferences';
import { KeyLookupPanel, KeyLookupResults } from './key-lookup-panel';
import { OrderDateFilter } from './order-date-filter';
import { OrderExportButton } from './order-export-button';

const render = (element: ReactElement) =>
  renderToString(
    <PreferencesProvider>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </PreferencesProvider>,
  ).replace(/<!-- -->/g, '');
/** The storefront's language menu is set to `language` (kept in local storage). */
const speaking = (language: string) => vi.stubGlobal('localStorage', { getItem: (key: string) => (key === languageStorageKey ? language : null), setItem: () => undefined });
const noop = () => undefined;

const sold: KeyLookupMatch = {
  keyId: 'f1ngerprint_of_the_key_0000000000000000000',
  maskedKey: 'ABCD********WXYZ',
  keyStatus: 'sold',
  productName: 'Starfall Odyssey',
  platformName: 'Steam',
  order: { orderId: '01M8609WAHG8KP8NPJHSVG3AEJ', orderNumber: 'NK-2026-000042', status: 'completed', fulfilmentStatus: 'fulfilled', createdAt: '2026-11-24T05:00:00.000Z', deliveryEmail: 'zelda@example.test', totalCents: 1999, currency: 'USD' },
};

describe('the orders screen’s date range, export and key lookup controls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers two labelled date inputs that keep each other in order', () => {
    const html = render(<OrderDateFilter from="2026-03-10" to="2026-03-15" problem={null} onChange={noop} />);

    expect(html).toContain('<legend>Created between</legend>');
    expect(html).toMatch(/<span>From<\/span><input type="date" max="2026-03-15"[^>]* value="2026-03-10"\/>/);
    expect(html).toMatch(/<span>To<\/span><input type="date" min="2026-03-10"[^>]* value="2026-03-15"\/>/);
    expect(html).toContain('Clear dates');
    expect(html).not.toContain('role="alert"');
  });

  it('marks an end before the start as an error the end input points to', () => {
    const html = render(<OrderDateFilter from="2026-03-15" to="2026-03-10" problem="reversed" onChange={noop} />);

    const [, describedBy] = /<input type="date" min="2026-03-15" aria-invalid="true" aria-describedby="([^"]+)" value="2026-03-10"\/>/.exec(html) ?? [];

    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}" class="field-error" role="alert">The end date must be on or after the start date.</p>`);
  });

  it('asks for the other date, without an error, while only one is chosen, and offers no clearing while none is', () => {
    expect(render(<OrderDateFilter from="2026-03-15" to="" problem="incomplete" onChange={noop} />)).toMatch(/class="field-hint">Choose both dates to filter by date.</);
    expect(render(<OrderDateFilter from="" to="" problem={null} onChange={noop} />)).not.toContain('Clear dates');
  });

  it('says the longest range allowed', () => {
    expect(render(<OrderDateFilter from="2025-01-01" to="2026-06-01" problem="too-long" onChange={noop} />)).toContain('A date range is at most 366 days.');
  });

  it('stays in English, like the rest of the back office, when the storefront is set to Spanish', () => {
    speaking('es');

    const dates = render(<OrderDateFilter from="2025-01-01" to="2026-06-01" problem="too-long" onChange={noop} />);
    const exporting = render(<OrderExportButton filters={{ status: 'all', fulfilment: 'all' }} fileName="orders.csv" />);
    const lookup = render(<KeyLookupResults result={{ matches: [sold] }} />);

    expect(dates).toContain('<legend>Created between</legend>');
    expect(dates).toContain('A date range is at most 366 days.');
    expect(exporting).toContain('>Export CSV</button>');
    expect(lookup).toContain('View order NK-2026-000042');
    for (const spanish of ['Creados entre', 'Desde', 'Exportar CSV', 'Ver pedido']) expect(dates + exporting + lookup).not.toContain(spanish);
  });

  it('shows Export CSV, and holds it back while the dates on screen are not applied', () => {
    const filters = { status: 'all', fulfilment: 'all' } as const;

    expect(render(<OrderExportButton filters={filters} fileName="orders.csv" />)).toMatch(/<button type="button" class="btn btn-secondary">Export CSV<\/button>/);
    expect(render(<OrderExportButton filters={filters} fileName="orders.csv" disabled />)).toMatch(/<button type="button" class="btn btn-secondary" disabled="">Export CSV<\/button>/);
  });

  it('asks for a key or its fingerprint, says lookups are audited, and cannot be sent empty', () => {
    const html = render(<KeyLookupPanel />);

    expect(html).toContain('<h2>Who bought this key?</h2>');
    expect(html).toMatch(/<label for="[^"]+">Product key or fingerprint<\/label><input type="text"[^>]*placeholder="Paste a key or its fingerprint" autoComplete="off" spellCheck="false" maxLength="500"/);
    expect(html).toContain('Every lookup is recorded in the staff audit log.');
    expect(html).toMatch(/<button type="submit" class="btn btn-primary" disabled="">Find order<\/button>/);
  });

  it('links a sold key to its order, with the buyer and the key masked', () => {
    const html = render(<KeyLookupResults result={{ matches: [sold] }} />);

    expect(html).toContain('<a class="btn btn-ghost btn-small" href="/admin/orders/01M8609WAHG8KP8NPJHSVG3AEJ" data-discover="true">View order NK-2026-000042</a>');
    for (const shown of ['ABCD********WXYZ', 'Starfall Odyssey on Steam', '>Sold<', 'zelda@example.test', 'Completed']) expect(html).toContain(shown);
  });

  it('says a key in stock is held by no order, and a paste that matches nothing matches nothing', () => {
    const inStock = render(<KeyLookupResults result={{ matches: [{ ...sold, keyStatus: 'available', order: null }] }} />);

    expect(inStock).toContain('No order holds this key.');
    expect(inStock).toContain('>In stock<');
    expect(inStock).not.toContain('View order');
    expect(render(<KeyLookupResults result={{ matches: [] }} />)).toContain('No key in the store matches this.');
  });
});
