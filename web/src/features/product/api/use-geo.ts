import { useApi } from '@/lib/use-api';

/** The visitor's country; failures are only logged (spec §8), the page then shows no country-specific warning. */
export function useGeo() {
  return useApi('/api/geo', undefined, {
    revalidateOnFocus: false,
    dedupingInterval: 60 * 60_000,
    shouldRetryOnError: false,
    onError: (error) => console.warn('Geolocation failed', error),
  });
}
