import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '@/lib/preferences';
import type { StockAlertView } from '../../../../../shared/inventory/inventory-views';
import { LowStockAlertView } from './low-stock-alert';

const render = (element: ReactElement) =>
  renderToString(
    <PreferencesProvider>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </PreferencesProvider>,
  );
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

const alert = (overrides: Partial<StockAlertView>): StockAlertView => ({
  variantId: 'v-1',
  productId: 'p-1',
  productName: 'Starfall Odyssey',
  platformName: 'Steam',
  regionName: 'Global',
  faceValue: null,
  level: 'low',
  availableKeys: 5,
  lowStockThreshold: 5,
  waitingPreorders: 0,
  since: '2026-11-24T05:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s low-stock alert', () => {
  it('shows nothing while every variant is above its threshold', () => {
    expect(render(<LowStockAlertView health={{ underThreshold: [], soldOut: [], nextCursor: null }} canManage />)).toBe('');
  });

  it('lists the variants at or below their threshold, sold-out ones first, with the way to add keys for an admin', () => {
    const health = {
      underThreshold: [alert({ variantId: 'v-low', availableKeys: 5 }), alert({ variantId: 'v-lower', productName: 'Neon Drift', availableKeys: 2, lowStockThreshold: 10 })],
      soldOut: [alert({ variantId: 'v-out', productName: 'Crimson Vale', level: 'soldOut', availableKeys: 0, regionName: 'Europe' })],
      nextCursor: null,
    };

    const html = render(<LowStockAlertView health={health} canManage />);
    const shown = text(html);

    expect(shown).toContain('Low stock');
    expect(shown).toContain('3 variants are at or below their low-stock threshold.');
    expect(shown.indexOf('Crimson Vale Steam - Europe: Sold out (threshold 5)')).toBeGreaterThan(-1);
    expect(shown.indexOf('Neon Drift Steam - Global: 2 left (threshold 10)')).toBeGreaterThan(shown.indexOf('Crimson Vale'));
    expect(shown.indexOf('Starfall Odyssey Steam - Global: 5 left (threshold 5)')).toBeGreaterThan(shown.indexOf('Neon Drift'));
    expect(html).toMatch(/<a [^>]*href="\/admin\/variants"[^>]*>Add keys in Variants &amp; Keys<\/a>/);
  });

  it('names the edition, so two variants of one product on one platform and region can be told apart', () => {
    const health = { underThreshold: [alert({ variantId: 'v-std', faceValue: 'Standard' }), alert({ variantId: 'v-dlx', faceValue: 'Deluxe Edition', availableKeys: 1 })], soldOut: [], nextCursor: null };

    const shown = text(render(<LowStockAlertView health={health} canManage />));

    expect(shown).toContain('Starfall Odyssey Steam - Global - Standard: 5 left (threshold 5)');
    expect(shown).toContain('Starfall Odyssey Steam - Global - Deluxe Edition: 1 left (threshold 5)');
  });

  it('shows the first eight and offers the rest behind Show all', () => {
    const many = Array.from({ length: 11 }, (_, i) => alert({ variantId: `v-${i}`, productName: `Game ${i}`, availableKeys: i + 1, lowStockThreshold: 20 }));

    const html = render(<LowStockAlertView health={{ underThreshold: many, soldOut: [], nextCursor: null }} canManage />);

    expect(html.match(/data-variant-id=/g)).toHaveLength(8);
    expect(html).not.toContain('Game 8');
    expect(text(html)).toContain('and 3 more Show all 11');
  });

  it('leaves the Variants & Keys link out for an employee, who cannot open that screen', () => {
    const html = render(<LowStockAlertView health={{ underThreshold: [alert({})], soldOut: [], nextCursor: null }} canManage={false} />);

    expect(text(html)).toContain('1 variant is at or below its low-stock threshold.');
    expect(html).not.toContain('/admin/variants');
  });

  it('stays in English, like the dashboard around it, when the storefront is set to Spanish', () => {
    vi.stubGlobal('location', { search: '?lang=es' });

    const shown = text(render(<LowStockAlertView health={{ underThreshold: [alert({ availableKeys: 3 })], soldOut: [], nextCursor: 'more' }} canManage />));

    expect(shown).toContain('Low stock');
    expect(shown).toContain('3 left (threshold 5)');
    expect(shown).toContain('More variants are low than this list shows.');
    expect(shown).not.toContain('Stock bajo');
  });
});
