/** sessionStorage key: when the stuck overlay's Refresh Page was pressed (epoch ms), for the 5 s cooldown. */
export const refreshedAtKey = 'neonkeys-stuck-refresh-at';

/** Whether the page's main region shows something other than spinners ('no content' means blank or only loading). */
export function pageShowsContent(doc: Pick<Document, 'querySelector'>): boolean {
  const main = doc.querySelector('main');
  if (!main) return false;
  const copy = main.cloneNode(true) as Element;
  for (const spinner of copy.querySelectorAll('[role="status"]')) spinner.remove();
  return (copy.textContent ?? '').trim() !== '' || copy.querySelector('img, svg, video, canvas') !== null;
}

/** Milliseconds since the last Refresh Page in this tab, or null when there was none (or storage is blocked). */
export function sinceRefreshMs(storage: Pick<Storage, 'getItem'> | undefined, now: number): number | null {
  try {
    const at = Number(storage?.getItem(refreshedAtKey) ?? Number.NaN);
    return Number.isFinite(at) ? now - at : null;
  } catch {
    return null;
  }
}

/**
 * The recovery action: forget everything this tab kept in session storage (a stuck flow's state), note the time
 * for the cooldown, and reload.
 */
export function recoverAndReload(storage: Pick<Storage, 'clear' | 'setItem'> | undefined, location: Pick<Location, 'reload'>, now: number): void {
  try {
    storage?.clear();
    storage?.setItem(refreshedAtKey, String(now));
  } catch {
    // Blocked storage: reloading is still the best we can do.
  }
  location.reload();
}
