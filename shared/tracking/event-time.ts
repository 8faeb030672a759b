/** How far back a batch may date its events: older ones are a stale tab or a wrong clock, kept at this bound. */
export const maxEventAgeMs = 24 * 60 * 60_000;

/**
 * When an event really happened, on the server's clock. The browser stamps each event and the batch with its own clock;
 * the difference between the batch's `sentAt` and the moment the server received it is that clock's error (plus the
 * network's delay, which is small), so it is added to each event's time. The result never lies in the future or more
 * than a day back, whatever the browser claimed.
 */
export function serverTime(eventAt: number, sentAt: number, receivedAt: number): number {
  const skew = Number.isFinite(sentAt) ? receivedAt - sentAt : 0;
  const at = Number.isFinite(eventAt) ? eventAt + skew : receivedAt;
  return Math.min(receivedAt, Math.max(receivedAt - maxEventAgeMs, Math.round(at)));
}
