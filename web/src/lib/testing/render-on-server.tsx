import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { languageStorageKey, type LanguageCode } from '@/lib/i18n/languages';
import { PreferencesProvider } from '@/lib/preferences';
import { SsrHintsProvider } from '@/lib/ssr-hints';

interface RenderOptions {
  /** The route pattern the element is mounted at, and the address opened (the pattern itself when not given). */
  path?: string;
  address?: string;
  /** The mobile layout (the server's snapshot of the breakpoint) instead of the desktop one. */
  mobile?: boolean;
  /** A visitor who chose this language, kept in local storage as the preferences read it. */
  language?: LanguageCode;
}

/**
 * For component tests: `element` rendered to HTML as the server renders a storefront page, inside the providers a page
 * has (SSR hints, an empty SWR cache, preferences, a router at `address`). Effects do not run.
 */
export function renderOnServer(element: ReactElement, { path = '/', address = path, mobile = false, language }: RenderOptions = {}): string {
  if (language) vi.stubGlobal('localStorage', { getItem: (key: string) => (key === languageStorageKey ? language : null), setItem: () => undefined });
  try {
    const router = createMemoryRouter([{ path, element }], { initialEntries: [address] });
    return renderToString(
      <SsrHintsProvider value={{ mobile, origin: null }}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <PreferencesProvider>
            <RouterProvider router={router} />
          </PreferencesProvider>
        </SWRConfig>
      </SsrHintsProvider>,
    );
  } finally {
    if (language) vi.unstubAllGlobals();
  }
}
