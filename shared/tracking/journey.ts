import type { DeviceType } from './device-type';
import type { TrafficSource } from './traffic-source';

export type JourneyOutcome = 'browsing' | 'purchased';

/** Storefront §3 user_journey_analytics, as a session's journey. */
export interface Journey {
  sessionId: string;
  userId: string | null;
  pagesVisited: number;
  /** The paths in the order visited; the newest `journeyPathLimit` once a journey grows past it. */
  journeyPath: string[];
  conversionEvents: string[];
  finalOutcome: JourneyOutcome;
  conversionValueCents: number;
  trafficSource: TrafficSource;
  deviceType: DeviceType;
  browserInfo: string;
  startedAt: number;
  updatedAt: number;
  /** Seconds from the first page to the latest event. */
  totalDurationSeconds: number;
}

/** A journey item stays small however long a session browses: the count goes on, the path keeps the newest. */
export const journeyPathLimit = 200;
export const conversionEventLimit = 100;

/**
 * §4: a session's journey starts with 1 page. A session whose first batch to arrive holds no page view (a beacon sent
 * as the tab closed can overtake the one before it) starts with none; its landing page comes with the later batch.
 */
export function startJourney(start: { sessionId: string; userId: string | null; path: string | null; trafficSource: TrafficSource; deviceType: DeviceType; browserInfo: string; at: number }): Journey {
  return {
    sessionId: start.sessionId,
    userId: start.userId,
    pagesVisited: start.path === null ? 0 : 1,
    journeyPath: start.path === null ? [] : [start.path],
    conversionEvents: [],
    finalOutcome: 'browsing',
    conversionValueCents: 0,
    trafficSource: start.trafficSource,
    deviceType: start.deviceType,
    browserInfo: start.browserInfo,
    startedAt: start.at,
    updatedAt: start.at,
    totalDurationSeconds: 0,
  };
}

const touched = (journey: Journey, at: number) => {
  const latest = Math.max(journey.updatedAt, at);
  return { updatedAt: latest, totalDurationSeconds: Math.max(0, Math.round((latest - journey.startedAt) / 1000)) };
};

/** §4: the journey grows by 1 for each page view. */
export function addPageView(journey: Journey, path: string, at: number): Journey {
  return { ...journey, pagesVisited: journey.pagesVisited + 1, journeyPath: [...journey.journeyPath, path].slice(-journeyPathLimit), ...touched(journey, at) };
}

/** A buy event of §7 (buy_now, add_to_cart, preorder_click…) noted on the journey. */
export function addConversionEvent(journey: Journey, event: string, at: number): Journey {
  return { ...journey, conversionEvents: [...journey.conversionEvents, event].slice(-conversionEventLimit), ...touched(journey, at) };
}

/** An order of this session completed: the outcome becomes 'purchased' and its value adds to the journey's. */
export function completePurchase(journey: Journey, valueCents: number, at: number): Journey {
  return { ...journey, finalOutcome: 'purchased', conversionValueCents: journey.conversionValueCents + Math.max(0, Math.round(valueCents)), ...touched(journey, at) };
}
