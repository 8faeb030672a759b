import { createContext, useContext } from 'react';

/** What the server knew about the viewer when it rendered; hooks read it for their server snapshots during hydration. */
export interface SsrHints {
  /** Whether the server chose the mobile layout (CloudFront-Is-Mobile-Viewer, or the user agent locally). */
  mobile: boolean;
  /** The site's public origin, for absolute URLs that must read the same on the server and in the browser. */
  origin: string | null;
}

const SsrHintsContext = createContext<SsrHints>({ mobile: false, origin: null });

export const SsrHintsProvider = SsrHintsContext.Provider;
export const useSsrHints = () => useContext(SsrHintsContext);

/**
 * The origin absolute URLs (canonical links, JSON-LD) are written with: the server's public origin when the page came
 * from the server, so hydration reads the same, else the browser's own.
 */
export function usePublicOrigin(): string {
  const { origin } = useSsrHints();
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
