import type { HeldOrderView, SecuritySummary } from '../../shared/security/security-views';
import type { Deps } from '../lib/deps';
import { activeRules } from './rules/active-rules';
import { highRiskUsersGauge } from './risk/rescore-user';
import { countsBetween, gauge } from './security-counts';

/** The Security page's cards: gauges and the last 24 whole hours of counters, a handful of reads whatever the traffic. */
export async function securitySummary(deps: Pick<Deps, 'store' | 'now'>): Promise<SecuritySummary> {
  const now = deps.now();
  const [unresolved, unresolvedHigh, held, day, rules, highRiskUsers] = await Promise.all([
    gauge(deps, 'unresolved'),
    gauge(deps, 'unresolved:high'),
    gauge(deps, 'held'),
    countsBetween(deps, new Date(now.getTime() - 23 * 3_600_000), new Date(now.getTime() + 3_600_000)),
    activeRules(deps),
    gauge(deps, highRiskUsersGauge),
  ]);
  return {
    unresolvedAlerts: unresolved,
    unresolvedHighAlerts: unresolvedHigh,
    vpnDetections24h: day.get('vpn') ?? 0,
    blockedAttempts24h: day.get('blocked') ?? 0,
    activeRules: [...rules.values()].filter((r) => r.active).length,
    totalRules: rules.size,
    heldOrders: held,
    highRiskUsers,
  };
}

/**
 * Orders waiting for a review decision, oldest first (first come, first decided). Read from the processing partition
 * of the status index, a page at a time; pre-orders waiting for stock share that partition and are skipped.
 */
export async function heldOrders(deps: Pick<Deps, 'store'>, limit = 100): Promise<HeldOrderView[]> {
  const found: HeldOrderView[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 10 && found.length < limit; page++) {
    const result: { data: { orderId: string; orderNumber: string; deliveryEmail: string; totalCents: number; riskScore?: number; heldReason?: string; reviewDecision?: string; checkoutIp?: string; viewerCountry?: string; paidAt?: string }[]; cursor: string | null } =
      await deps.store.entities.order.query.byStatus({ status: 'processing' }).go({ cursor, limit: 200 });
    for (const o of result.data) {
      if (!o.heldReason || o.reviewDecision) continue;
      found.push({ orderId: o.orderId, orderNumber: o.orderNumber, email: o.deliveryEmail, totalCents: o.totalCents, riskScore: o.riskScore ?? 0, reason: o.heldReason, checkoutIp: o.checkoutIp ?? null, country: o.viewerCountry ?? null, paidAt: o.paidAt ?? null });
    }
    cursor = result.cursor;
    if (!cursor) break;
  }
  return found.slice(0, limit);
}
