import { riskBand, userClassification, userRiskScore } from '../../shared/security/risk-score';
import type { UserSecurityView } from '../../shared/security/security-views';
import type { Deps } from '../lib/deps';
import { alertView } from './alerts/alert-listing';
import { namesOf } from './people-names';
import { gauge, userSignal24h } from './security-counts';

/** One user's risk (back-office §9) from their gauges and order figures, and their 20 newest alerts: four Queries or Gets, then one batch read of the names shown. */
export async function userSecurity(deps: Pick<Deps, 'store' | 'now'>, userId: string): Promise<UserSecurityView> {
  const now = deps.now();
  const [vpn, unresolvedHigh, stats, alerts] = await Promise.all([
    userSignal24h(deps, userId, now, 'vpn'),
    gauge(deps, 'unresolved:high', `user#${userId}`),
    deps.store.entities.userOrderStats.get({ userId }).go(),
    deps.store.entities.fraudAlert.query.byUser({ userKey: userId }).go({ limit: 20, order: 'desc' }),
  ]);
  const names = await namesOf(deps, [userId, ...alerts.data.map((a) => a.resolvedBy)]);
  const totalOrders = stats.data?.orders ?? 0;
  const totalSpentCents = stats.data?.spentCents ?? 0;
  const riskScore = userRiskScore({ vpnDetections24h: vpn, unresolvedHighAlerts: unresolvedHigh, totalOrders, totalSpentCents });
  return {
    userId,
    riskScore,
    band: riskBand(riskScore),
    classification: userClassification(riskScore),
    vpnDetections24h: vpn,
    unresolvedHighAlerts: unresolvedHigh,
    totalOrders,
    totalSpentCents,
    alerts: alerts.data.map((a) => alertView(a, names)),
  };
}
