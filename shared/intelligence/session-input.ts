import type { DeviceSignals } from '../tracking/device-fingerprint';

/**
 * One stored tracking event as the trackEvent entity holds it (functions/lib/data/entities/track-event.ts): `at` is the
 * server's ISO time, `data` the event's own fields as validated by shared/tracking/track-batch.ts. Behaviour buffers
 * keep the browser's own epoch milliseconds in their tuples.
 */
export interface StoredTrackEvent {
  type: string;
  at: string;
  path: string;
  data?: Record<string, unknown>;
}

/** What behaviour analysis reads of one visitor session: the session item's fields and its raw events. */
export interface BehaviourSessionInput {
  sessionId: string;
  userAgent?: string | null;
  deviceSignals?: DeviceSignals | null;
  startedAt: string;
  lastActivityAt: string;
  events: readonly StoredTrackEvent[];
}
