import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '@/lib/preferences';
import { CartButton } from './cart-button';

describe('the header cart on the server', () => {
  it('renders the plain cart button without a count, which hydration fills in from the browser', () => {
    const router = createMemoryRouter([{ path: '/', element: <CartButton /> }]);
    const html = renderToString(
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>,
    );

    expect(html).toMatch(/<button[^>]*aria-label="Cart"[^>]*aria-haspopup="dialog"/);
    expect(html).not.toContain('cart-badge');
    expect(html).not.toContain('<dialog');
  });
});
