import type { DetectionRule } from './detection-rules';
import type { AlertSeverity } from './risk-score';

/** A fraud alert as the Security page shows it (back-office §3). */
export interface FraudAlertView {
  alertId: string;
  alertType: string;
  severity: AlertSeverity;
  ipAddress: string | null;
  userId: string | null;
  /** The person's name as the back office shows it; null for a guest or an account that no longer exists. */
  userName: string | null;
  orderId: string | null;
  details: string;
  isResolved: boolean;
  resolvedBy: string | null;
  resolvedByName: string | null;
  resolvedAt: string | null;
  hits: number;
  createdAt: string;
}

export interface AlertList {
  alerts: FraudAlertView[];
  nextCursor: string | null;
}

export interface RuleView extends DetectionRule {
  allowedActions: readonly DetectionRule['action'][];
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface GeoRestrictionView {
  countryCode: string;
  /** `null` for the whole country. */
  city: string | null;
  action: 'block' | 'flag';
  reason: string | null;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
}

/** The Security page's cards, each from a counter kept on write (back-office §2). */
export interface SecuritySummary {
  unresolvedAlerts: number;
  unresolvedHighAlerts: number;
  vpnDetections24h: number;
  blockedAttempts24h: number;
  activeRules: number;
  totalRules: number;
  heldOrders: number;
  /** Users scored 70 or more (back-office §9), from a gauge moved when a user crosses it. */
  highRiskUsers: number;
}

/** A user on the Security page's rankings (Overview's riskiest 5, Risk Assessment's top 20), as last scored. */
export interface RiskyUserView {
  userId: string;
  name: string | null;
  email: string | null;
  riskScore: number;
  classification: 'trusted' | 'review' | 'blocked';
  vpnDetections24h: number;
  unresolvedHighAlerts: number;
  totalOrders: number;
  totalSpentCents: number;
  scoredAt: string;
}

/** An order the risk rules hold for a staff decision. */
export interface HeldOrderView {
  orderId: string;
  orderNumber: string;
  email: string;
  totalCents: number;
  riskScore: number;
  reason: string;
  checkoutIp: string | null;
  country: string | null;
  paidAt: string | null;
}

/** The dashboard's security overview (back-office §2): 24 h against the 24 h before, 7 days of categories, 2 h of feed. */
export interface SecurityOverview {
  threats24h: number;
  threatsTrend: { changePercent: number | null; arrow: 'up' | 'down' | null };
  highRiskAlerts24h: number;
  blockedAttempts24h: number;
  vpnDetections24h: number;
  vpnTrend: { changePercent: number | null; arrow: 'up' | 'down' | null };
  uniqueThreatIps24h: number;
  /** Mean feed score of the alerts of the last 24 h (0 when none), and its threat level. */
  averageRisk: number;
  threatLevel: 'low' | 'medium' | 'high' | 'critical';
  categories7d: { category: string; count: number }[];
  recentThreats: { alertId: string; alertType: string; severity: 'low' | 'medium' | 'high' | 'critical'; score: number; ipAddress: string | null; details: string; at: string }[];
}

/** A user's Security tab (back-office §2 and §9): the risk score with its parts, and their alerts. */
export interface UserSecurityView {
  userId: string;
  riskScore: number;
  band: 'low' | 'medium' | 'high';
  classification: 'trusted' | 'review' | 'blocked';
  vpnDetections24h: number;
  unresolvedHighAlerts: number;
  totalOrders: number;
  totalSpentCents: number;
  alerts: FraudAlertView[];
}

/** Threat Detection (back-office §2): the VPN/proxy log and the browser fingerprints, newest first. */
export interface ThreatLists {
  vpnDetections: { detectionId: string; ipAddress: string; userId: string | null; userName: string | null; kind: 'Tor' | 'VPN' | 'Proxy'; provider: string | null; riskScore: number; seenAt: string; detectedAt: string }[];
  fingerprints: { fingerprint: string; sessionCount: number; screen: string | null; languages: string | null; timeZone: string | null; lastSeenAt: string }[];
}

/** A checkout from a blocked or flagged place (Geographic Security's access log). */
export interface GeoAccessView {
  at: string;
  ipAddress: string;
  countryCode: string;
  city: string | null;
  outcome: 'blocked' | 'flagged';
  userId: string | null;
  userName: string | null;
}

/** One caller's refusals by one limit in one hour (Geographic Security's rate-limiting activity). */
export interface RateLimitView {
  endpoint: string;
  caller: string;
  ipAddress: string | null;
  count: number;
  hour: string;
  lastAt: string;
}

/** Geographic Security's logs of the last two days, newest first, 50 of each at most. */
export interface GeoActivity {
  access: GeoAccessView[];
  rateLimits: RateLimitView[];
}
