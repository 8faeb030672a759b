import { needsNewSession } from '../../../../shared/tracking/session-clock';
import { trackingSessionKey } from '@/lib/tracking-session';

export { trackingSessionKey };

/** The tracking session as kept in session storage: it lives as long as the tab. */
export interface StoredTrackingSession {
  id: string;
  lastActivityAt: number;
  /** Whether this session's device fingerprint was sent (with its first batch). */
  deviceSent: boolean;
  /** The account it was linked to on sign-in, so a reload does not link it again. */
  linkedTo: string | null;
}


/** 16 random bytes as base64url: 22 characters, as the batch schema accepts. */
export function randomTrackingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;
const touchEveryMs = 10_000;

/** The tab's tracking session, renewed after more than 4 h idle (storefront §4); works without storage (kept in memory). */
export class TrackingSessionIds {
  private session: StoredTrackingSession | null;

  constructor(private readonly storage: KeyValue | null) {
    this.session = read(storage);
  }

  /** The session to send under at `now`: the stored one, or a new one if there is none or it idled more than 4 h. */
  current(now: number): StoredTrackingSession {
    if (!this.session || needsNewSession(this.session.lastActivityAt, now)) return this.renew(now);
    return this.session;
  }

  /**
   * Records activity now, which keeps the session from renewing. Written to storage at most every 10 s: input arrives
   * many times a second, and the 4-hour renewal does not need it to the millisecond.
   */
  touch(now: number): void {
    const session = this.current(now);
    if (now - session.lastActivityAt >= touchEveryMs) this.update({ ...session, lastActivityAt: now });
  }

  update(next: StoredTrackingSession): void {
    this.session = next;
    try {
      this.storage?.setItem(trackingSessionKey, JSON.stringify(next));
    } catch {
      // Storage full or refused: the session lives in memory for this page.
    }
  }

  /** A new session: after 4 h idle, or when the signed-in account changes. */
  renew(now: number): StoredTrackingSession {
    const next = { id: randomTrackingId(), lastActivityAt: now, deviceSent: false, linkedTo: null };
    this.update(next);
    return next;
  }
}

function read(storage: KeyValue | null): StoredTrackingSession | null {
  try {
    const parsed = JSON.parse(storage?.getItem(trackingSessionKey) ?? 'null') as Partial<StoredTrackingSession> | null;
    if (!parsed || typeof parsed.id !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(parsed.id) || typeof parsed.lastActivityAt !== 'number') return null;
    return { id: parsed.id, lastActivityAt: parsed.lastActivityAt, deviceSent: parsed.deviceSent === true, linkedTo: typeof parsed.linkedTo === 'string' ? parsed.linkedTo : null };
  } catch {
    return null;
  }
}
