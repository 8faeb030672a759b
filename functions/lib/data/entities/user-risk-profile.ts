import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A user's risk (back-office §9) as last scored, with the facts it was scored from, kept on write by
 * functions/security/risk/rescore-user.ts after every event that moves a fact (a VPN sighting, a high alert raised or
 * resolved, an order settled) and by the hourly sweep when a VPN sighting leaves the 24-hour window. A user with no risk
 * has no profile. The users list's risk filter and the Security page's rankings read it through gsi1; the sweep finds the
 * profiles due again through gsi2.
 */
export const userRiskProfileEntity = new Entity({
  model: { entity: 'userRiskProfile', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    riskScore: { type: 'number', required: true },
    /** trusted, review or blocked (shared/security/risk-score.ts `userClassification`). */
    classification: { type: 'string', required: true },
    vpnDetections24h: { type: 'number', required: true },
    unresolvedHighAlerts: { type: 'number', required: true },
    totalOrders: { type: 'number', required: true },
    totalSpentCents: { type: 'number', required: true },
    /** The classification again while the score is above 0, so only users with some risk sit on the ranking index. */
    rankedClass: { type: 'string' },
    /** The score zero-padded with the user (`085#u1`), so the ranking index sorts by it. */
    rank: { type: 'string' },
    /** The UTC hour (`2026-11-25T10`) at which the oldest VPN sighting counted leaves the window: the sweep's partition. */
    rescoreHour: { type: 'string' },
    /** Raised by every write, which is conditioned on the one read: two rescorings never both land on stale facts. */
    version: { type: 'number', required: true },
    scoredAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    /** One classification's users, riskiest first (the Risk Assessment tab, the users list's risk filter). */
    // Sparse (ElectroDB's `condition`): a profile at 0 or with no VPN sighting to age out stays off these partitions.
    byClass: { index: 'gsi1', condition: (a) => Boolean(a.rankedClass), pk: { field: 'gsi1pk', composite: ['rankedClass'] }, sk: { field: 'gsi1sk', composite: ['rank'] } },
    /** The profiles to score again in an hour, when a VPN sighting leaves their 24 hours. */
    byRescoreHour: { index: 'gsi2', condition: (a) => Boolean(a.rescoreHour), pk: { field: 'gsi2pk', composite: ['rescoreHour'] }, sk: { field: 'gsi2sk', composite: [] } },
  },
});
export type UserRiskProfileItem = EntityItem<typeof userRiskProfileEntity>;

export const rankOf = (score: number, userId: string): string => `${String(Math.max(0, Math.min(100, Math.round(score)))).padStart(3, '0')}#${userId}`;
