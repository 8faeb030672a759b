import type { SessionCardView } from '../../../../../shared/intelligence/console-views';

type Searchable = Pick<SessionCardView, 'ipAddress' | 'countryCode' | 'city' | 'userAgent' | 'userDisplayName' | 'linkedUsers'>;

/**
 * Intelligence §5: the free-text search, applied on the client; case-insensitive on the IP, country code, city, user
 * agent, display name or any linked user's name. An empty search matches every session.
 */
export function matchesSearch(session: Searchable, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const fields = [session.ipAddress, session.countryCode, session.city, session.userAgent, session.userDisplayName, ...session.linkedUsers.map((u) => u.name)];
  return fields.some((field) => field?.toLowerCase().includes(needle));
}

/** The sessions the grid shows: the search's matches, and only the user's when the page was opened for one (`?user=`). */
export function visibleSessions<T extends Searchable & Pick<SessionCardView, 'userId'>>(sessions: readonly T[], search: string, userId?: string): T[] {
  return sessions.filter((s) => (!userId || s.userId === userId) && matchesSearch(s, search));
}
