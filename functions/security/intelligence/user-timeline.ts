import type { TimelineSessionView, UserTimelineView } from '../../../shared/intelligence/console-views';
import { linkedFrom } from '../../../shared/intelligence/correlation-result';
import { userClassification, userRiskScore } from '../../../shared/security/risk-score';
import { NotFoundError } from '../../../shared/errors/domain-errors';
import { TtlCache } from '../../lib/cache/ttl-cache';
import type { VisitorSessionItem } from '../../lib/data/entities/visitor-session';
import type { Deps } from '../../lib/deps';
import { gauge, userSignal24h } from '../security-counts';
import { sessionCorrelation } from './session-correlation';
import { sessionJourney } from './session-events';

/** Bounds of one timeline: the user's newest sessions, the ones correlated from their newest few, the orders counted. */
export const timelineBounds = { direct: 30, correlatedFrom: 3, correlated: 20, orders: 500 } as const;

const timelines = new TtlCache<UserTimelineView>(300_000, 200);

/**
 * get_user_timeline (§7): the profile, the risk summary (back-office §9's score from the user's gauges and order figures,
 * failed orders and fraud alerts), and the user's sessions of the period with those correlation links to other accounts
 * from their newest sessions, merged newest first, each with its journey.
 */
export async function userTimeline(deps: Pick<Deps, 'store' | 'now'>, userId: string, options: { days: number; correlated: boolean; fresh: boolean }): Promise<UserTimelineView> {
  const key = `${userId}|${options.days}|${options.correlated}`;
  if (options.fresh) timelines.delete(key);
  return timelines.get(key, async () => {
    const now = deps.now();
    const since = new Date(now.getTime() - options.days * 86_400_000).toISOString();
    const [user, direct, vpn, unresolvedHigh, alerts, stats, orders] = await Promise.all([
      deps.store.entities.user.get({ userId }).go(),
      deps.store.entities.visitorSession.query.byUser({ userId }).gte({ startedAt: since }).go({ limit: timelineBounds.direct, order: 'desc', pages: 1 }),
      userSignal24h(deps, userId, now, 'vpn'),
      gauge(deps, 'unresolved:high', `user#${userId}`),
      gauge(deps, 'alerts', `user#${userId}`),
      deps.store.entities.userOrderStats.get({ userId }).go(),
      deps.store.entities.order.query.byOwner({ ownerKey: userId }).go({ count: timelineBounds.orders, pages: 'all', attributes: ['status'] }),
    ]);
    if (!user.data && direct.data.length === 0) throw new NotFoundError('User not found.');
    const correlated = options.correlated ? await correlatedSessions(deps, direct.data, options.fresh) : [];
    const journeys = new Map(await Promise.all([...direct.data, ...correlated.map((c) => c.session)].map(async (s) => [s.sessionId, await sessionJourney(deps, s.sessionId)] as const)));
    const view = (s: VisitorSessionItem, correlation: TimelineSessionView['correlation']): TimelineSessionView => ({
      sessionId: s.sessionId,
      sessionType: correlation ? 'correlated' : 'direct',
      userId: s.userId ?? null,
      ipAddress: s.ipAddress ?? null,
      location: { city: s.city ?? null, countryCode: s.countryCode ?? null },
      durationSeconds: s.durationSeconds,
      startedAt: s.startedAt,
      userAgent: s.userAgent ?? null,
      journeySteps: journeys.get(s.sessionId) ?? [],
      correlation,
    });
    const totalOrders = stats.data?.orders ?? 0;
    const riskScore = userRiskScore({ vpnDetections24h: vpn, unresolvedHighAlerts: unresolvedHigh, totalOrders, totalSpentCents: stats.data?.spentCents ?? 0 });
    const sessions = [...direct.data.map((s) => view(s, null)), ...correlated.map((c) => view(c.session, c.link))].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    return {
      userProfile: { userId, fullName: user.data?.fullName ?? null, username: user.data?.username ?? null, email: user.data?.email ?? null, createdAt: user.data?.createdAt ?? null, country: user.data?.country ?? null },
      riskSummary: { riskScore, classification: userClassification(riskScore), totalOrders, failedOrders: orders.data.filter((o) => o.status === 'failed').length, fraudAlertsCount: alerts },
      totalSessions: sessions.length,
      sessions,
      analysisPeriodDays: options.days,
      generatedAt: now.toISOString(),
    };
  });
}

/** Other accounts' sessions linked (65 and up) to the user's newest few sessions, each once with its best link. */
async function correlatedSessions(deps: Pick<Deps, 'store' | 'now'>, direct: readonly VisitorSessionItem[], fresh: boolean) {
  const results = await Promise.all(direct.slice(0, timelineBounds.correlatedFrom).map((s) => sessionCorrelation(deps, s.sessionId, { fresh })));
  const best = new Map<string, { matchType: string; confidence: number }>();
  for (const link of results.flatMap((r) => r.linkedSessions)) {
    if (link.confidence < linkedFrom || !link.userId) continue;
    if ((best.get(link.sessionId)?.confidence ?? -1) < link.confidence) best.set(link.sessionId, { matchType: link.matchType, confidence: link.confidence });
  }
  const ids = [...best.keys()].slice(0, timelineBounds.correlated);
  if (!ids.length) return [];
  const { data } = await deps.store.entities.visitorSession.get(ids.map((sessionId) => ({ sessionId }))).go();
  return data.map((session) => ({ session, link: best.get(session.sessionId)! }));
}
