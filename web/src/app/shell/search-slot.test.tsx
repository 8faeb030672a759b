import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '@/lib/preferences';
import { SearchSlot } from './search-slot';

function render() {
  const router = createMemoryRouter([{ path: '/', element: <SearchSlot id="q" /> }]);
  return renderToString(
    <PreferencesProvider>
      <RouterProvider router={router} />
    </PreferencesProvider>,
  );
}

describe('the header search box on the server', () => {
  it('renders a plain GET form to /search that works before any script runs', () => {
    const html = render();

    expect(html).toMatch(/<form[^>]*action="\/search"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).toContain('role="combobox"');
  });

  it('leaves the dropdown to the browser, so hydration finds the same markup', () => {
    const html = render();

    expect(html).not.toContain('role="listbox"');
    expect(html).not.toContain('search-dropdown');
  });
});
