/** The cookie that remembers whether the admin sidebar is open (back-office §2: 7 days). */
export const sidebarCookieName = 'sidebar_state';
export const sidebarCookieMaxAgeSeconds = 60 * 60 * 24 * 7;

/** The open state a `document.cookie` string remembers; null when it remembers none. */
export function parseSidebarState(cookies: string): boolean | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name !== sidebarCookieName) continue;
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return null;
}

/** The `document.cookie` assignment that remembers the open state for 7 days on the whole site. */
export const serialiseSidebarState = (open: boolean) => `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAgeSeconds}; SameSite=Lax`;

/** Ctrl+B, or Cmd+B on a Mac; not with Shift (Chromium's bookmarks bar) or Alt. */
export function isSidebarShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
}

/** Tooltips on the collapsed menu: they open after 700 ms, or at once within 300 ms of another closing. */
export const tooltipDelayMs = 700;
export const tooltipSkipDelayMs = 300;

export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  return lastClosedAt !== null && now - lastClosedAt < tooltipSkipDelayMs ? 0 : tooltipDelayMs;
}
