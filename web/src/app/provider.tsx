import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from '../lib/api-error';
import { apiFetcher } from '../lib/use-api';
import { PreferencesProvider } from '../lib/preferences';
import { SsrHintsProvider } from '../lib/ssr-hints';
import type { SsrState } from './ssr/ssr-state';

const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
  // The catalogue changes a few times a day; one request per key per half minute is plenty.
  dedupingInterval: 30_000,
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    // A 4xx answer will not change by asking again.
    if (isApiError(error) && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 2 ** retryCount * 1000);
  },
};

export interface AppProviderProps {
  children: ReactNode;
  /** Server-rendered pages: the data and viewer hints the HTML was rendered from. */
  ssr?: SsrState | undefined;
}

export function AppProvider({ children, ssr }: AppProviderProps) {
  const value = useMemo(() => (ssr ? { ...swrConfig, fallback: ssr.swr } : swrConfig), [ssr]);
  const hints = useMemo(() => ({ mobile: ssr?.mobile ?? false, origin: ssr?.origin ?? null }), [ssr]);
  return (
    <SWRConfig value={value}>
      <SsrHintsProvider value={hints}>
        <PreferencesProvider>{children}</PreferencesProvider>
      </SsrHintsProvider>
    </SWRConfig>
  );
}
