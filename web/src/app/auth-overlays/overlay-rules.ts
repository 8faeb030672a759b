/** App shell timings (intelligence-and-search App shell, storefront §2 Generic screens and §9). */
export const loadingOverlayCeilingMs = 1_000;
export const stuckOverlayAfterMs = 3_000;
export const stuckOverlayCooldownMs = 5_000;
/** While the stuck overlay may show, how often to look again for content. */
export const stuckRecheckMs = 1_000;

export type AuthOverlay = 'loading' | 'stuck' | null;

export interface OverlayFacts {
  /** The stored session is still being restored. */
  authLoading: boolean;
  /** Server HTML was on screen before the app started: the 'Loading...' overlay would only hide it. */
  serverRendered: boolean;
  /** Since the app started (and with it, auth loading). */
  elapsedMs: number;
  /** The page's main region shows something other than a spinner. */
  contentShown: boolean;
  /** Since the stuck overlay's Refresh Page was last pressed in this tab; null when it was not. */
  sinceRefreshMs: number | null;
}

const inCooldown = (sinceRefreshMs: number | null) => sinceRefreshMs !== null && sinceRefreshMs >= 0 && sinceRefreshMs < stuckOverlayCooldownMs;

/**
 * Which overlay covers the app: 'Loading...' until auth loading finishes or 1 s passes; 'Taking longer than
 * expected' once auth has been loading for 3 s with no content, except within 5 s of a refresh.
 */
export function authOverlay(f: OverlayFacts): AuthOverlay {
  if (!f.authLoading) return null;
  if (f.elapsedMs < loadingOverlayCeilingMs) return f.serverRendered ? null : 'loading';
  if (f.elapsedMs < stuckOverlayAfterMs || f.contentShown || inCooldown(f.sinceRefreshMs)) return null;
  return 'stuck';
}

/** How long until the overlay can change with no news from auth: when to look again, or null never. */
export function nextOverlayCheckMs(f: OverlayFacts): number | null {
  if (!f.authLoading) return null;
  if (f.elapsedMs < loadingOverlayCeilingMs && !f.serverRendered) return loadingOverlayCeilingMs - f.elapsedMs;
  const untilStuck = stuckOverlayAfterMs - f.elapsedMs;
  const untilCooldownEnds = inCooldown(f.sinceRefreshMs) ? stuckOverlayCooldownMs - (f.sinceRefreshMs ?? 0) : 0;
  const wait = Math.max(untilStuck, untilCooldownEnds);
  return wait > 0 ? wait : stuckRecheckMs;
}
