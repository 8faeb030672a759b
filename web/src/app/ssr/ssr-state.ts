/**
 * What the server hands the browser alongside server-rendered HTML: the SWR cache entries the page was
 * rendered from and the layout hint it chose, so hydration renders exactly what the server did.
 * It travels as a JSON <script> (never executed), which the CSP's `script-src 'self'` allows.
 */
export interface SsrState {
  /** SWR cache entries by serialised key (`unstable_serialize`). */
  swr: Record<string, unknown>;
  /** Whether the server rendered the mobile layout (from CloudFront-Is-Mobile-Viewer or the user agent). */
  mobile: boolean;
  /** The public origin the page was rendered for (canonical and JSON-LD URLs). */
  origin: string;
}

export const ssrStateElementId = 'ssr-state';

/** The JSON for the state <script>; "<" is escaped so data can never close the element. */
export const serializeSsrState = (state: SsrState): string => JSON.stringify(state).replace(/</g, '\\u003c');

export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(ssrStateElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null; // a damaged blob only costs the fast path; the SPA renders on its own
  }
}
