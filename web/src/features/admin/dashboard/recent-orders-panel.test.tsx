import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DashboardOrder } from '../../../../../shared/people/dashboard-view';
import { RecentOrdersPanel } from './recent-orders-panel';

// The browser journeys share one store whose other journeys place orders, so the never-sold state is proven here.
const render = (element: ReactElement) => renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

const order: DashboardOrder = {
  orderId: '01M8609WAHG8KP8NPJHSVG3AEJ',
  orderNumber: 'NK-2026-000001',
  productName: 'Starfall Odyssey',
  moreLines: 1,
  createdAt: '2026-11-24T05:00:00.000Z',
  totalCents: 2999,
  currency: 'USD',
  status: 'completed',
};

describe('the dashboard’s recent orders', () => {
  it('invites a store that has sold nothing yet to start selling', () => {
    const html = render(<RecentOrdersPanel orders={[]} />);

    expect(html).toContain('No orders yet. Start selling gaming gift cards!');
    expect(html).not.toContain('dashboard-orders');
  });

  it('lists an order by its first product, naming how many more lines it has, instead of the invitation', () => {
    const html = render(<RecentOrdersPanel orders={[order]} />);

    expect(html).toContain('Starfall Odyssey');
    expect(html).toMatch(/\+<!-- -->1<!-- --> more/);
    expect(html).not.toContain('No orders yet');
  });
});
