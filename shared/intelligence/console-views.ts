import type { DeviceType } from '../tracking/device-type';
import type { BehaviouralAnalysis } from './analyze-behaviour';
import type { CorrelationResult, LinkedUser } from './correlation-result';

/** intelligence §9: the console's three time ranges. */
export const sessionRanges = ['1h', '24h', '7d'] as const;
export type SessionRange = (typeof sessionRanges)[number];
export const rangeHours: Record<SessionRange, number> = { '1h': 1, '24h': 24, '7d': 168 };

export const authFilters = ['all', 'authenticated', 'anonymous'] as const;
export type AuthFilter = (typeof authFilters)[number];
export const riskFilters = ['all', 'low', 'medium', 'high'] as const;
export type RiskFilter = (typeof riskFilters)[number];

/** What the Sessions tab asks for; the free-text search is applied on the client (§5), after a 500 ms pause. */
export interface SessionFilters {
  auth: AuthFilter;
  risk: RiskFilter;
  range: SessionRange;
  country?: string | undefined;
  /** One user's sessions only (the page opened with `?user=`), read through their own index. */
  user?: string | undefined;
}

/** The address's verdict as ip_address_history holds it (§3), for the card's chips. */
export interface SessionIpFlags {
  isVpn: boolean;
  isProxy: boolean;
  isTor: boolean;
  isHosting: boolean;
  reputation: number;
}

export interface LinkedUserChip {
  userId: string;
  name: string | null;
  sessionCount: number;
}

/** One session card (§2, §3 user_sessions with its derived fields). */
export interface SessionCardView {
  sessionId: string;
  userId: string | null;
  userDisplayName: string | null;
  isAuthenticated: boolean;
  ipAddress: string | null;
  countryCode: string | null;
  city: string | null;
  startedAt: string;
  lastActivityAt: string;
  durationSeconds: number;
  events: number;
  userAgent: string | null;
  deviceType: DeviceType;
  browser: { name: string; version: string } | null;
  /** intelligence §9: start 30, +20 flagged address, +15 reputation above 60, +25 per unresolved alert, clamped. */
  riskScore: number;
  ipFlags: SessionIpFlags | null;
  /** Sessions in the range from the same address, this one included: the 'IP Group (n sessions)' chip from 2. */
  ipSessionCount: number;
  /** Other accounts seen on this session's address or device. */
  linkedUsers: LinkedUserChip[];
  /** The 'Linked' badge: another account shares the device, or the address outside a carrier's or VPN's pool. */
  linked: boolean;
}

export interface SessionPage {
  sessions: SessionCardView[];
  nextCursor: string | null;
}

/** The Analytics tab, from the counters kept on write for the range. */
export interface SessionAnalytics {
  range: SessionRange;
  totalSessions: number;
  /** Distinct signed-in visitors (a HyperLogLog estimate, about 3 % off at most). */
  uniqueUsers: number;
  avgDurationSeconds: number;
  topCountries: { countryCode: string; sessions: number }[];
}

/** One step of the journey (§3), built from the session's page views; at most 10 (§9). */
export interface JourneyStepView {
  eventType: string;
  pagePath: string;
  pageTitle: string | null;
  productName: string | null;
  timestamp: string;
  durationSeconds: number | null;
}

export interface SessionDetailView extends SessionCardView {
  journeySteps: JourneyStepView[];
}

export interface LinkedUserView extends LinkedUser {
  name: string | null;
}

export interface CorrelationView extends Omit<CorrelationResult, 'linkedUsers'> {
  sessionId: string;
  linkedUsers: LinkedUserView[];
  /** How many sessions the indexes offered for comparison. */
  candidatesCompared: number;
}

export type BehaviourView = Omit<BehaviouralAnalysis, 'features'> & { sessionId: string; comparisonWindowHours: number };

export interface TimelineSessionView {
  sessionId: string;
  sessionType: 'direct' | 'correlated';
  userId: string | null;
  ipAddress: string | null;
  location: { city: string | null; countryCode: string | null };
  durationSeconds: number;
  startedAt: string;
  userAgent: string | null;
  journeySteps: JourneyStepView[];
  correlation: { matchType: string; confidence: number } | null;
}

/** get_user_timeline (§3, §7). */
export interface UserTimelineView {
  userProfile: { userId: string; fullName: string | null; username: string | null; email: string | null; createdAt: string | null; country: string | null };
  riskSummary: { riskScore: number; classification: string; totalOrders: number; failedOrders: number; fraudAlertsCount: number };
  totalSessions: number;
  /** Direct and correlated merged, newest first. */
  sessions: TimelineSessionView[];
  analysisPeriodDays: number;
  generatedAt: string;
}

