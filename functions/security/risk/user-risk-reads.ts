import type { UserRiskView, UserRiskFilter } from '../../../shared/people/admin-user-views';
import type { RiskyUserView } from '../../../shared/security/security-views';
import type { UserRiskProfileItem } from '../../lib/data/entities/user-risk-profile';
import type { Deps } from '../../lib/deps';

type Store = Pick<Deps, 'store'>;

/** A user with no profile has no risk: trusted at 0. */
export const riskViewOf = (p: Pick<UserRiskProfileItem, 'riskScore' | 'classification'> | null | undefined): UserRiskView => ({
  score: p?.riskScore ?? 0,
  classification: (p?.classification as UserRiskFilter | undefined) ?? 'trusted',
});

/** The risk of a page of users: one BatchGet of their profiles. */
export async function risksOf(deps: Store, userIds: readonly string[]): Promise<Map<string, UserRiskView>> {
  if (!userIds.length) return new Map();
  const { data } = await deps.store.entities.userRiskProfile.get(userIds.map((userId) => ({ userId }))).go({ attributes: ['userId', 'riskScore', 'classification'] });
  const found = new Map(data.map((p) => [p.userId, riskViewOf(p)]));
  return new Map(userIds.map((u) => [u, found.get(u) ?? riskViewOf(null)]));
}

/** Riskiest first: blocked, then review, then trusted users with some risk, each class by score on its index partition. */
const classOrder = ['blocked', 'review', 'trusted'] as const;

/** The `limit` riskiest users (the Security page's Overview and Risk Assessment), at most three Queries and one BatchGet. */
export async function riskiestUsers(deps: Store, limit: number): Promise<RiskyUserView[]> {
  const profiles: UserRiskProfileItem[] = [];
  for (const rankedClass of classOrder) {
    if (profiles.length >= limit) break;
    const page = await deps.store.entities.userRiskProfile.query.byClass({ rankedClass }).go({ limit: limit - profiles.length, order: 'desc', pages: 1 });
    profiles.push(...page.data);
  }
  const people = profiles.length ? await deps.store.entities.user.get(profiles.map((p) => ({ userId: p.userId }))).go({ attributes: ['userId', 'fullName', 'username', 'email'] }) : { data: [] };
  const byId = new Map(people.data.map((u) => [u.userId, u]));
  return profiles.map((p) => {
    const u = byId.get(p.userId);
    return {
      userId: p.userId,
      name: u?.fullName || u?.username || null,
      email: u?.email ?? null,
      riskScore: p.riskScore,
      classification: riskViewOf(p).classification,
      vpnDetections24h: p.vpnDetections24h,
      unresolvedHighAlerts: p.unresolvedHighAlerts,
      totalOrders: p.totalOrders,
      totalSpentCents: p.totalSpentCents,
      scoredAt: p.scoredAt,
    };
  });
}

/**
 * A page of one classification's users for the users list, riskiest first, from the class's index partition. Trusted
 * users mostly have no profile at all, so the list finds them the other way round (functions/people/user-listing.ts).
 */
export async function usersInClass(deps: Pick<Deps, 'store' | 'cursors'>, rankedClass: 'review' | 'blocked', page: { cursor?: string | undefined; limit: number }): Promise<{ ids: string[]; nextCursor: string | null }> {
  const result = await deps.cursors.page(page.cursor, { listing: 'users-by-risk', filters: { rankedClass } }, (cursor) =>
    deps.store.entities.userRiskProfile.query.byClass({ rankedClass }).go({ cursor, count: page.limit, order: 'desc', attributes: ['userId'] }),
  );
  return { ids: result.data.map((p) => p.userId), nextCursor: result.nextCursor };
}
