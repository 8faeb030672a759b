/**
 * The risk scores of the specification, as pure rules: the user's (back-office §9), the session's (intelligence §9),
 * and how scores are banded, classified and shown (back-office §4 and §9, intelligence §5 and §9). Money in cents.
 */

const clamp = (score: number): number => Math.min(100, Math.max(0, Math.round(score)));

export interface UserRiskFacts {
  /** VPN, proxy or Tor detections of the user in the last 24 hours. */
  vpnDetections24h: number;
  /** The user's fraud alerts of severity high or critical that nobody has resolved. */
  unresolvedHighAlerts: number;
  totalSpentCents: number;
  totalOrders: number;
}

/** The amount (USD, the screens' currency) above which spending with fewer than two orders adds risk. */
export const bigFirstSpendCents = 500_00;

/**
 * Back-office §9: 10 per VPN detection, at most 40; 20 per unresolved high or critical alert, at most 40; 20 when more
 * than 500 was spent in fewer than 2 orders; at most 100.
 */
export function userRiskScore(facts: UserRiskFacts): number {
  const vpn = Math.min(40, 10 * Math.max(0, facts.vpnDetections24h));
  const alerts = Math.min(40, 20 * Math.max(0, facts.unresolvedHighAlerts));
  const bigSpender = facts.totalSpentCents > bigFirstSpendCents && facts.totalOrders < 2 ? 20 : 0;
  return clamp(vpn + alerts + bigSpender);
}

export interface SessionRiskFacts {
  /** The session's address is flagged as a VPN, proxy or Tor exit. */
  ipFlagged: boolean;
  /** The address's reputation score (0–100, higher is worse), when the lookup knows it. */
  reputationScore: number | null;
  /** Unresolved fraud alerts of the session's user or address. */
  unresolvedAlerts: number;
}

/** Intelligence §9: what a session's risk starts at, and what it stays at when the lookup times out (§8). */
export const sessionRiskStart = 30;
/** Intelligence §9: a session's risk is kept this long before it is worked out again. */
export const sessionRiskCacheMs = 300_000;

/** Intelligence §9: starts at 30; +20 flagged address, +15 reputation above 60, +25 per unresolved alert; 0..100. */
export function sessionRiskScore(facts: SessionRiskFacts): number {
  let score = sessionRiskStart;
  if (facts.ipFlagged) score += 20;
  if (facts.reputationScore !== null && facts.reputationScore > 60) score += 15;
  score += 25 * Math.max(0, facts.unresolvedAlerts);
  return clamp(score);
}

export type RiskBand = 'low' | 'medium' | 'high';

/** Risk filter and display bands (back-office §4, intelligence §5): low below 40, medium below 70, high 70 and above. */
export function riskBand(score: number): RiskBand {
  if (score >= 70) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}

export type UserClassification = 'trusted' | 'review' | 'blocked';

/**
 * The users list's classification. The spec names the three classes but not where they start; they follow the risk
 * bands, so a user counted as high risk (70+) is the one the list shows as blocked, and a medium one as under review.
 */
export function userClassification(score: number): UserClassification {
  return ({ low: 'trusted', medium: 'review', high: 'blocked' } as const)[riskBand(score)];
}

/** Users counted as high risk on the dashboards (back-office §9). */
export const highRiskScore = 70;

export type ThreatLevel = 'low' | 'medium' | 'high' | 'critical';

/** Back-office §4: the threat level of an average risk score. */
export function threatLevel(averageScore: number): ThreatLevel {
  if (averageScore >= 80) return 'critical';
  if (averageScore >= 60) return 'high';
  if (averageScore >= 40) return 'medium';
  return 'low';
}

export type AlertSeverity = 'low' | 'medium' | 'high' | 'critical';

/** Back-office §4: a group of fraud alerts is critical if any is, else high if any is, else medium. */
export function alertCategory(severities: readonly AlertSeverity[]): 'medium' | 'high' | 'critical' {
  if (severities.includes('critical')) return 'critical';
  if (severities.includes('high')) return 'high';
  return 'medium';
}

/** Back-office §4: the score a fraud alert shows in the recent-threats feed. */
export function alertFeedScore(severity: AlertSeverity): number {
  if (severity === 'critical') return 90;
  if (severity === 'high') return 75;
  return 50;
}

/** Back-office §4: the recent-threats feed's action for a VPN detection. */
export const vpnFeedAction = (score: number): 'Blocked' | 'Monitored' => (score > 70 ? 'Blocked' : 'Monitored');

export interface Trend {
  /** Percent change against the previous period, rounded; null when the previous period had none. */
  changePercent: number | null;
  /** Shown only when the change exceeds 5 percent either way (back-office §2). */
  arrow: 'up' | 'down' | null;
}

/** A figure against the same figure for the previous 24 hours. From nothing to something is shown as up, without a percentage. */
export function trend(current: number, previous: number): Trend {
  if (previous === 0) return { changePercent: null, arrow: current > 0 ? 'up' : null };
  const change = ((current - previous) / previous) * 100;
  return { changePercent: Math.round(change), arrow: change > 5 ? 'up' : change < -5 ? 'down' : null };
}

export type BadgeVariant = 'outline' | 'secondary' | 'destructive';

/** Intelligence §9: the session risk badge; 70 or more destructive, 40 to 69 secondary, below 40 outline. */
export function sessionRiskBadge(score: number): BadgeVariant {
  if (score >= 70) return 'destructive';
  if (score >= 40) return 'secondary';
  return 'outline';
}

/** Back-office §9: the security screen's badge; 60 and over destructive, 40 and over secondary. */
export function securityRiskBadge(score: number): BadgeVariant {
  if (score >= 60) return 'destructive';
  if (score >= 40) return 'secondary';
  return 'outline';
}
