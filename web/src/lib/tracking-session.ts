/** Where the tracking module (features/tracking) keeps the tab's session; read by checkout to tie the order to it. */
export const trackingSessionKey = 'nk-tracking-session';

/** The tab's tracking session id, if this visitor is tracked (none with Global Privacy Control or after declining). */
export function currentTrackingSessionId(): string | undefined {
  try {
    const id = (JSON.parse(sessionStorage.getItem(trackingSessionKey) ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
