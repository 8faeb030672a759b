import { userRiskScore, type UserRiskFacts } from '../../../shared/security/risk-score';
import type { Deps } from '../../lib/deps';

export interface ScoredFacts extends UserRiskFacts {
  riskScore: number;
  /** When the oldest VPN sighting counted leaves the 24 hours (a UTC hour), or null when none is counted. */
  rescoreHour: string | null;
}

const hourMs = 3_600_000;

/**
 * A user's back-office §9 facts as the table holds them now, read consistently so a rescoring that follows an event's
 * write sees it: their hourly VPN sightings of the last 24 hours and their gauges (one Query of their counter
 * partition), and their order figures (one Get).
 */
export async function readRiskFacts(deps: Pick<Deps, 'store'>, userId: string, now: Date): Promise<ScoredFacts> {
  const since = new Date(now.getTime() - 24 * hourMs).toISOString().slice(0, 13);
  const [counters, stats] = await Promise.all([
    deps.store.entities.securityCounter.query.byDay({ day: `user#${userId}` }).go({ pages: 'all', consistent: true }),
    deps.store.entities.userOrderStats.get({ userId }).go({ consistent: true }),
  ]);
  // Hourly signals sort after the gauges' `--` hour; an hour counts while it is within the last 24 (userSignal24h).
  const vpnHours = counters.data.filter((c) => c.metric === 'vpn' && c.hour !== '--' && c.hour >= since && c.count > 0).map((c) => c.hour).sort();
  const vpnDetections24h = counters.data.filter((c) => c.metric === 'vpn' && c.hour !== '--' && c.hour >= since).reduce((n, c) => n + c.count, 0);
  const unresolvedHighAlerts = Math.max(0, counters.data.find((c) => c.hour === '--' && c.metric === 'unresolved:high')?.count ?? 0);
  const facts: UserRiskFacts = { vpnDetections24h, unresolvedHighAlerts, totalOrders: stats.data?.orders ?? 0, totalSpentCents: stats.data?.spentCents ?? 0 };
  const oldest = vpnHours[0];
  return {
    ...facts,
    riskScore: userRiskScore(facts),
    rescoreHour: oldest ? new Date(Date.parse(`${oldest}:00:00.000Z`) + 25 * hourMs).toISOString().slice(0, 13) : null,
  };
}
