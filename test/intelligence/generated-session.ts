import type { StoredTrackEvent } from '../../shared/intelligence/session-input';
import type { Journey } from '../../shared/tracking/journey';
import type { DeviceSignals } from '../../shared/tracking/device-fingerprint';
import type { Network } from './network-pool';

/** Who made a session: the truth the quality bench scores against. */
export interface SessionLabel {
  isBot: boolean;
  /** One person (or one bot operator) behind every account and session with this id. */
  personId: string;
  kind: 'shopper' | 'household' | 'office' | 'cgnat' | 'multi_account' | 'scripted_bot' | 'humanlike_bot';
  /** How a person with several accounts uses them (one browser at home, a VPN, two browsers, roaming, a phone). */
  variant?: string;
}

/** A visitorSession item's fields as the tracking consumer stores them, with its raw events and its looked-up network. */
export interface GeneratedSession {
  session: {
    sessionId: string;
    userId: string | null;
    ipAddress: string;
    countryCode: string;
    userAgent: string;
    fingerprint: string;
    deviceSignals: DeviceSignals;
    startedAt: string;
    lastActivityAt: string;
    journey: Journey;
  };
  events: StoredTrackEvent[];
  network: Network;
  label: SessionLabel;
}
