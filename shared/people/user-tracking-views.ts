import { clickText } from '../tracking/click-text';
import { buyEvents } from '../tracking/track-batch';
import type { DeviceType } from '../tracking/device-type';
import type { JourneyOutcome } from '../tracking/journey';
import type { TrafficSource } from '../tracking/traffic-source';

/** Back-office §9 limits: the User detail's Sessions tab shows the 20 newest sessions, its Activity tab the 50 newest activities. */
export const userSessionLimit = 20;
export const userActivityLimit = 50;

/**
 * The event types the Activity tab lists: what the visitor did (pages, products, clicks, buying steps, a session's end).
 * Heartbeats and behaviour buffers are the tracker's own traffic, page leaves and scroll milestones measure a page view
 * already listed: counted in, they would push the visitor's real actions out of the 50 within a few minutes.
 */
export const activityEventTypes = ['page_view', 'product_view', 'click', 'session_end', ...buyEvents] as const;
export type ActivityEventType = (typeof activityEventTypes)[number];

/** One row of the User detail's Sessions tab (back-office §3 Session, with the journey's figures). */
export interface UserSessionView {
  sessionId: string;
  startedAt: string;
  lastActivityAt: string;
  endedAt: string | null;
  durationSeconds: number;
  events: number;
  pagesVisited: number;
  deviceType: DeviceType | null;
  trafficSource: TrafficSource | null;
  browserInfo: string | null;
  countryCode: string | null;
  city: string | null;
  ipAddress: string | null;
  outcome: JourneyOutcome;
  conversionValueCents: number;
}

/** One row of the User detail's Activity tab (back-office §3 Activity event). */
export interface UserActivityView {
  /** The event's key under its session: unique, for the row's React key. */
  id: string;
  sessionId: string;
  type: ActivityEventType;
  at: string;
  path: string;
  /** A short description: the product, the clicked text, the page title, why the session ended. */
  detail: string | null;
  ipAddress: string | null;
}

/** `GET /api/admin/users/{userId}/sessions`: newest first. */
export interface UserSessionsView {
  items: UserSessionView[];
}

/** `GET /api/admin/users/{userId}/activity`: newest first, across the user's sessions. */
export interface UserActivityPage {
  items: UserActivityView[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The Activity row's short description of an event, from the fields its type carries (shared/tracking/track-batch.ts). */
export function activityDetail(type: string, data: Record<string, unknown> | null | undefined): string | null {
  const d = data ?? {};
  switch (type) {
    case 'page_view':
      return text(d.title);
    case 'click': {
      const clicked = typeof d.text === 'string' ? clickText(d.text) : '';
      return clicked ? `“${clicked}”` : text(d.selector);
    }
    case 'session_end':
      return d.reason === 'inactive' ? 'Ended after 30 min without input' : d.reason === 'unload' ? 'Page closed' : null;
    default: {
      const parts = [text(d.productId) && `product ${text(d.productId)}`, text(d.variantId) && `variant ${text(d.variantId)}`];
      if (typeof d.valueCents === 'number') parts.push(`$${(d.valueCents / 100).toFixed(2)}`);
      const joined = parts.filter(Boolean).join(', ');
      return joined || null;
    }
  }
}
