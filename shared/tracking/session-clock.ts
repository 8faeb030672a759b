/** Storefront §9: how a tracking session lives in the browser. */
export const heartbeatMs = 30_000;
/** No mouse, key, scroll, touch or click input for this long ends the tracking session (§4). */
export const inactivityMs = 30 * 60_000;
/** A stored session id idle for more than this is replaced by a new one (§4: "renewed after more than 4 h"). */
export const renewalIdleMs = 4 * 60 * 60_000;

/** Whether the session id kept in session storage is too old to carry on: idle for more than 4 h. */
export function needsNewSession(lastActivityAt: number | null, now: number): boolean {
  return lastActivityAt === null || !Number.isFinite(lastActivityAt) || now - lastActivityAt > renewalIdleMs;
}

/** Whether the tracking session has ended for lack of input: 30 min or more since the last one. */
export function inactivityEnded(lastInputAt: number, now: number): boolean {
  return now - lastInputAt >= inactivityMs;
}

/** Whether a heartbeat is due: the session is live and 30 s have passed since the last one. */
export function heartbeatDue(session: { endedAt: number | null; lastHeartbeatAt: number }, now: number): boolean {
  return session.endedAt === null && now - session.lastHeartbeatAt >= heartbeatMs;
}
