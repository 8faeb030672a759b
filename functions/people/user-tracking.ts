import {
  activityDetail,
  activityEventTypes,
  userActivityLimit,
  userSessionLimit,
  type ActivityEventType,
  type UserActivityPage,
  type UserActivityView,
  type UserSessionView,
  type UserSessionsView,
} from '../../shared/people/user-tracking-views';
import type { Journey } from '../../shared/tracking/journey';
import { NotFoundError } from '../../shared/errors/domain-errors';
import type { VisitorSessionItem } from '../lib/data/entities/visitor-session';
import type { Deps } from '../lib/deps';

type TrackingDeps = Pick<Deps, 'store' | 'config' | 'now'>;

/** Sessions read per byUser page while looking for activities. */
const sessionPage = 20;
/** However many sessions a user has, the walk reads at most these; older ones' events are mostly past retention anyway. */
const maxSessionsWalked = 100;
/** Events of one session read per Query (heartbeats and behaviour buffers included, filtered out by DynamoDB). */
const eventPage = 100;
/** A tab left open for hours sends a heartbeat and a behaviour buffer each 30 s: its newest 1,000 events are read, no more. */
const maxEventPagesPerSession = 10;
/** Sessions whose events are read at once; small, so a cut-off found in one group spares the next its Queries. */
const parallelSessions = 4;

const activityTypes: readonly string[] = activityEventTypes;

async function requireUser(deps: TrackingDeps, userId: string): Promise<void> {
  const profile = await deps.store.entities.user.get({ userId }).go({ attributes: ['userId'] });
  if (!profile.data) throw new NotFoundError('User not found');
}

/** The User detail's Sessions tab: the user's 20 newest tracking sessions (one Query of the byUser index), newest first. */
export async function userSessions(deps: TrackingDeps, userId: string): Promise<UserSessionsView> {
  const [, sessions] = await Promise.all([
    requireUser(deps, userId),
    deps.store.entities.visitorSession.query.byUser({ userId }).go({ limit: userSessionLimit, order: 'desc' }),
  ]);
  return { items: sessions.data.map(sessionView) };
}

function sessionView(s: VisitorSessionItem): UserSessionView {
  const journey = (s.journey ?? {}) as Partial<Journey>;
  return {
    sessionId: s.sessionId,
    startedAt: s.startedAt,
    lastActivityAt: s.lastActivityAt,
    endedAt: s.endedAt ?? null,
    durationSeconds: s.durationSeconds,
    events: s.events,
    pagesVisited: journey.pagesVisited ?? 0,
    deviceType: journey.deviceType ?? null,
    trafficSource: journey.trafficSource ?? null,
    browserInfo: journey.browserInfo || null,
    countryCode: s.countryCode ?? null,
    city: s.city ?? null,
    ipAddress: s.ipAddress ?? null,
    outcome: journey.finalOutcome ?? 'browsing',
    conversionValueCents: journey.conversionValueCents ?? 0,
  };
}

type SessionRef = Pick<VisitorSessionItem, 'sessionId' | 'startedAt' | 'lastActivityAt' | 'ipAddress'>;

/**
 * The User detail's Activity tab: the user's 50 newest activities across their sessions, newest first, by bounded
 * Queries only: the byUser index newest session first, then each session's events newest first (filtered to
 * `activityEventTypes`). Once 50 are held, a session whose last activity is older than the 50th is skipped unread, and
 * the walk stops after a page of sessions that all started before it: only a session kept open while a whole page of
 * newer ones began could then still hold a newer activity, and it is left out.
 */
export async function userActivity(deps: TrackingDeps, userId: string): Promise<UserActivityPage> {
  const { visitorSession } = deps.store.entities;
  const eventsKeptSince = new Date(deps.now().getTime() - deps.config.TRACK_EVENT_RETENTION_DAYS * 86_400_000).toISOString();
  let held: UserActivityView[] = [];
  const cutoff = () => (held.length >= userActivityLimit ? held[userActivityLimit - 1]!.at : null);
  const sessionsAfter = (cursor: string | null): Promise<{ data: SessionRef[]; cursor: string | null }> =>
    visitorSession.query.byUser({ userId }).go({ limit: sessionPage, order: 'desc', cursor, attributes: ['sessionId', 'startedAt', 'lastActivityAt', 'ipAddress'] });
  let [, page] = await Promise.all([requireUser(deps, userId), sessionsAfter(null)]);
  let walked = 0;
  for (;;) {
    walked += page.data.length;
    const worthReading = (s: SessionRef) => s.lastActivityAt >= eventsKeptSince && (cutoff() === null || s.lastActivityAt >= cutoff()!);
    for (let i = 0; i < page.data.length; i += parallelSessions) {
      const group = page.data.slice(i, i + parallelSessions).filter(worthReading);
      const found = await Promise.all(group.map((s) => newestActivities(deps, s)));
      held = [...held, ...found.flat()].sort(newestFirst).slice(0, userActivityLimit);
    }
    const oldestStart = page.data.at(-1)?.startedAt;
    if (cutoff() !== null && oldestStart !== undefined && oldestStart < cutoff()!) break;
    if (!page.cursor || walked >= maxSessionsWalked) break;
    page = await sessionsAfter(page.cursor);
  }
  return { items: held };
}

const newestFirst = (a: UserActivityView, b: UserActivityView) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1);

async function newestActivities(deps: TrackingDeps, session: SessionRef): Promise<UserActivityView[]> {
  const found: UserActivityView[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxEventPagesPerSession && found.length < userActivityLimit; page++) {
    const result: { data: { eventKey: string; type: string; at: string; path: string; data?: unknown }[]; cursor: string | null } = await deps.store.entities.trackEvent.query
      .bySession({ sessionId: session.sessionId })
      .where(({ type }, { eq }) => activityTypes.map((t) => eq(type, t)).join(' OR '))
      .go({ order: 'desc', limit: eventPage, cursor });
    for (const e of result.data) {
      found.push({
        id: `${session.sessionId}#${e.eventKey}`,
        sessionId: session.sessionId,
        type: e.type as ActivityEventType,
        at: e.at,
        path: e.path,
        detail: activityDetail(e.type, e.data as Record<string, unknown> | undefined),
        ipAddress: session.ipAddress ?? null,
      });
    }
    cursor = result.cursor;
    if (!cursor) break;
  }
  return found.slice(0, userActivityLimit);
}
