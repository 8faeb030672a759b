import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from '../lib/api-error';
import { apiFetcher } from '../lib/use-api';
import { PreferencesProvider } from '../lib/preferences';

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

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <PreferencesProvider>{children}</PreferencesProvider>
    </SWRConfig>
  );
}
