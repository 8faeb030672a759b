import { bigFirstSpendCents, highRiskScore, userClassification } from '../../../shared/security/risk-score';
import { rankOf, type UserRiskProfileItem } from '../../lib/data/entities/user-risk-profile';
import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import { gaugeWrite } from '../security-counts';
import { readRiskFacts, type ScoredFacts } from './risk-facts';

type RiskDeps = Pick<Deps, 'store' | 'now'>;

/** The gauge of users at or above the high-risk score: the Security page's High Risk Users card. */
export const highRiskUsersGauge = 'users:high-risk';
const attempts = 5;

const sameFacts = (stored: UserRiskProfileItem, f: ScoredFacts) =>
  stored.riskScore === f.riskScore &&
  stored.vpnDetections24h === f.vpnDetections24h &&
  stored.unresolvedHighAlerts === f.unresolvedHighAlerts &&
  stored.totalOrders === f.totalOrders &&
  stored.totalSpentCents === f.totalSpentCents &&
  (stored.rescoreHour ?? null) === f.rescoreHour;

/**
 * Scores a user again from the facts the table holds now and keeps the profile, with the high-risk gauge moved in the
 * same transaction when they cross 70. Optimistic: the profile is read, then the facts, and the write is conditioned on
 * the profile's version; a rescoring that lost the race reads both again. So the last write always read facts after
 * every event whose rescoring had begun, and two events at once never leave a stale score. A user without risk and
 * without a profile is left without one.
 */
export async function rescoreUser(deps: RiskDeps, userId: string): Promise<UserRiskProfileItem | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const stored = (await deps.store.entities.userRiskProfile.get({ userId }).go({ consistent: true })).data;
    const now = deps.now();
    const facts = await readRiskFacts(deps, userId, now);
    if (!stored && facts.riskScore === 0 && !facts.rescoreHour) return null;
    if (stored && sameFacts(stored, facts)) return stored;
    const classification = userClassification(facts.riskScore);
    const next = {
      userId,
      riskScore: facts.riskScore,
      classification,
      vpnDetections24h: facts.vpnDetections24h,
      unresolvedHighAlerts: facts.unresolvedHighAlerts,
      totalOrders: facts.totalOrders,
      totalSpentCents: facts.totalSpentCents,
      ...(facts.riskScore > 0 ? { rankedClass: classification, rank: rankOf(facts.riskScore, userId) } : {}),
      ...(facts.rescoreHour ? { rescoreHour: facts.rescoreHour } : {}),
      version: (stored?.version ?? 0) + 1,
      scoredAt: now.toISOString(),
      ...(stored ? { createdAt: stored.createdAt } : {}),
    };
    const wasHigh = (stored?.riskScore ?? 0) >= highRiskScore;
    const isHigh = facts.riskScore >= highRiskScore;
    const written = await deps.store.transaction
      .write(({ userRiskProfile, securityCounter }) => [
        userRiskProfile
          .put(next)
          .where(({ version }, { eq, notExists }) => (stored ? eq(version, stored.version) : notExists(version)))
          .commit(),
        ...(wasHigh !== isHigh ? [gaugeWrite({ securityCounter }, highRiskUsersGauge, isHigh ? 1 : -1)] : []),
      ])
      .go()
      .then((r) => !r.canceled);
    if (written) return next as UserRiskProfileItem;
  }
  logger.warn('a user’s risk could not be scored after repeated races', { userId });
  return null;
}

/** Rescoring after an event is a consequence, not the event: a failure is logged and the hourly sweep catches up. */
export async function rescoreAfter(deps: RiskDeps, userId: string | null | undefined, event: string): Promise<void> {
  if (!userId) return;
  await rescoreUser(deps, userId).catch((error: unknown) => logger.warn('could not rescore a user’s risk', { userId, event, error }));
}

/**
 * After an order settles: back-office §9's spending term (over $500 in fewer than 2 orders) can only begin with an order
 * over $500, or end with the second order of someone it counts, so only those rescore and most orders cost one Get.
 */
export async function rescoreAfterOrder(deps: RiskDeps, order: { userId?: string | undefined; totalCents: number }): Promise<void> {
  if (!order.userId) return;
  if (order.totalCents <= bigFirstSpendCents) {
    const stored = await deps.store.entities.userRiskProfile.get({ userId: order.userId }).go({ attributes: ['totalOrders'] }).catch(() => ({ data: null }));
    if (!stored.data || stored.data.totalOrders >= 2) return;
  }
  await rescoreAfter(deps, order.userId, 'order settled');
}
