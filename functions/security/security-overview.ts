import { alertFeedScore, threatLevel, trend } from '../../shared/security/risk-score';
import type { SecurityOverview } from '../../shared/security/security-views';
import type { Deps } from '../lib/deps';
import { countsBetween } from './security-counts';

const hour = 3_600_000;

/**
 * The dashboard's security overview from the hourly counters: the last 24 whole hours (the current one included)
 * against the 24 before, 7 days of alert types, and the alerts raised in the last 2 hours (10 at most, newest first)
 * from the day index. A few Queries whatever the traffic.
 */
export async function securityOverview(deps: Pick<Deps, 'store' | 'now'>): Promise<SecurityOverview> {
  const now = deps.now();
  const end = new Date(Math.floor(now.getTime() / hour) * hour + hour);
  const [current, previous, week, recent] = await Promise.all([
    countsBetween(deps, new Date(end.getTime() - 24 * hour), end),
    countsBetween(deps, new Date(end.getTime() - 48 * hour), new Date(end.getTime() - 24 * hour)),
    countsBetween(deps, new Date(end.getTime() - 7 * 24 * hour), end),
    recentThreats(deps, now),
  ]);
  const get = (m: Map<string, number>, k: string) => m.get(k) ?? 0;
  const threats = get(current, 'alerts');
  const averageRisk = threats ? Math.round(get(current, 'score-sum') / threats) : 0;
  return {
    threats24h: threats,
    threatsTrend: trend(threats, get(previous, 'alerts')),
    highRiskAlerts24h: get(current, 'alerts:high'),
    blockedAttempts24h: get(current, 'blocked'),
    vpnDetections24h: get(current, 'vpn'),
    vpnTrend: trend(get(current, 'vpn'), get(previous, 'vpn')),
    uniqueThreatIps24h: [...current.keys()].filter((k) => k.startsWith('ip:')).length,
    averageRisk,
    threatLevel: threatLevel(averageRisk),
    categories7d: [...week.entries()]
      .filter(([k]) => k.startsWith('type:'))
      .map(([k, count]) => ({ category: k.slice(5), count }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    recentThreats: recent,
  };
}

async function recentThreats(deps: Pick<Deps, 'store'>, now: Date): Promise<SecurityOverview['recentThreats']> {
  const since = new Date(now.getTime() - 2 * hour).toISOString();
  const days = [...new Set([now.toISOString().slice(0, 10), since.slice(0, 10)])];
  const pages = await Promise.all(days.map((day) => deps.store.entities.fraudAlert.query.byDay({ day }).gte({ raisedAt: since }).go({ limit: 10, order: 'desc' })));
  return pages
    .flatMap((p) => p.data)
    .sort((a, b) => b.raisedAt.localeCompare(a.raisedAt))
    .slice(0, 10)
    .map((a) => ({ alertId: a.alertId, alertType: a.alertType, severity: a.severity, score: alertFeedScore(a.severity), ipAddress: a.ipAddress ?? null, details: a.details, at: a.raisedAt }));
}
