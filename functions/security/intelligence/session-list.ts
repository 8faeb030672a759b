import { rangeHours, type SessionCardView, type SessionFilters, type SessionPage } from '../../../shared/intelligence/console-views';
import { riskBand } from '../../../shared/security/risk-score';
import type { VisitorSessionItem } from '../../lib/data/entities/visitor-session';
import type { Deps } from '../../lib/deps';
import { listable, sessionCard } from './session-card';
import { riskFacts, sessionFacts } from './session-facts';

export interface SessionListQuery extends SessionFilters {
  cursor?: string | undefined;
  limit: number;
}

/** Where a page stopped: the last session looked at, in the index's order (start time, then id). */
interface Position {
  startedAt: string;
  sessionId: string;
}

/**
 * A risk band can be rare: a page keeps reading the window until it is full or it has looked at this many sessions,
 * and then returns what it found with a cursor, so one request stays bounded however the filters fall.
 */
export const lookedAtPerPage = 100;
const readSize = 100;

/**
 * The Sessions tab (intelligence §4, §7): the window's sessions newest first, a day's partition at a time on the start
 * index (or the country's), and the sign-in state and the risk band after each read's sessions are enriched, since risk is worked out from the address's verdict and the open alerts when it is shown.
 */
export async function listSessions(deps: Pick<Deps, 'store' | 'cursors' | 'now'>, q: SessionListQuery): Promise<SessionPage> {
  const scope = { listing: 'intelligence-sessions', filters: { auth: q.auth, risk: q.risk, range: q.range, country: q.country ?? null, user: q.user ?? null } };
  const opened = await deps.cursors.open(q.cursor, scope);
  const from: Position | null = opened ? (JSON.parse(opened) as Position) : null;
  const now = deps.now();
  const since = new Date(now.getTime() - rangeHours[q.range] * 3_600_000).toISOString();
  const cards: SessionCardView[] = [];
  let position = from;
  let lookedAt = 0;
  let exhausted = false;
  // One user's sessions sit in one partition of their own index; everyone's, a day's partition at a time.
  const partitions = q.user ? [userPartition] : daysBetween(since, from?.startedAt ?? now.toISOString());
  for (const day of partitions) {
    for (;;) {
      const want = q.risk === 'all' && q.auth === 'all' ? q.limit - cards.length : readSize;
      const { rows, more } = await readDay(deps, q, day, since, position, want);
      lookedAt += rows.length;
      const shown = rows.filter((r) => listable(r) && signedInAsAsked(r, q.auth) && (!q.user || !q.country || r.countryCode === q.country));
      // The band first, from two BatchGets: the neighbours' Queries are spent only on the sessions that will show.
      const risks = await riskFacts(deps, shown);
      const inBand = shown.filter((r) => q.risk === 'all' || riskBand(sessionCard(r, { ...risks.get(r.sessionId)!, displayName: null, ipSessionCount: 1, linkedUsers: [] }).riskScore) === q.risk);
      const facts = await sessionFacts(deps, inBand.slice(0, q.limit - cards.length), since, risks);
      for (const row of rows) {
        position = { startedAt: row.startedAt, sessionId: row.sessionId };
        const fact = facts.get(row.sessionId);
        if (!fact) continue;
        cards.push(sessionCard(row, fact));
        if (cards.length === q.limit) break;
      }
      if (cards.length === q.limit || lookedAt >= lookedAtPerPage) break;
      if (!more) {
        // The day is read to its start: the next day begins from its end.
        position = { startedAt: `${day}T00:00:00.000Z`, sessionId: '' };
        break;
      }
    }
    if (cards.length === q.limit || lookedAt >= lookedAtPerPage) break;
    if (day === userPartition || day === since.slice(0, 10)) exhausted = true;
  }
  const more = !exhausted && position !== null;
  return { sessions: cards, nextCursor: more ? await deps.cursors.seal(JSON.stringify(position), scope) : null };
}

// The sign-in state is tested here rather than as a FilterExpression: DynamoDB would read the same items, and a page
// that stops part-way must know the last session it looked at, which a filtered Query does not say.
const signedInAsAsked = (s: VisitorSessionItem, auth: SessionListQuery['auth']) => auth === 'all' || (auth === 'authenticated') === Boolean(s.userId);

/** The days from `to`'s back to `from`'s, newest first. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(to.slice(0, 10)); t >= Date.parse(from.slice(0, 10)); t -= 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The one "day" of a user's listing: their sessions of the whole range, on the user index. */
const userPartition = 'user';

/** What a card and its facts read of a session: its journey for the device type, never the batch ids or the product on screen. */
const cardAttributes = ['sessionId', 'userId', 'ipAddress', 'countryCode', 'city', 'userAgent', 'fingerprint', 'startedAt', 'lastActivityAt', 'durationSeconds', 'events', 'journey'] as const;

/**
 * One read of a day's sessions (or the user's) below `position` and not before `since`, newest first, and whether the
 * partition may hold more: the read came back full, counting the session it resumed at.
 */
async function readDay(deps: Pick<Deps, 'store'>, q: SessionListQuery, day: string, since: string, position: Position | null, limit: number): Promise<{ rows: VisitorSessionItem[]; more: boolean }> {
  const sessions = deps.store.entities.visitorSession.query;
  const ofUser = day === userPartition && q.user;
  const resumes = position && (ofUser || position.startedAt.slice(0, 10) === day);
  const upper = resumes ? position : { startedAt: ofUser ? '9' : `${day}T99`, sessionId: '' };
  const lower = { startedAt: ofUser || since > day ? since : day };
  const index = ofUser ? sessions.byUser({ userId: ofUser }) : q.country ? sessions.byCountryDay({ countryDay: `${q.country}#${day}` }) : sessions.byStartDay({ startDay: day });
  // `between` includes its upper end: one more is read, so the session the last page ended on can be left out.
  const page = await index.between(lower, upper).go({ limit: resumes ? limit + 1 : limit, order: 'desc', pages: 1, attributes: [...cardAttributes] });
  const rows = (page.data as VisitorSessionItem[]).filter((s) => !position || s.startedAt < position.startedAt || (s.startedAt === position.startedAt && s.sessionId < position.sessionId));
  return { rows, more: page.data.length === (resumes ? limit + 1 : limit) };
}
