import type { LinkedUserChip, SessionCardView, SessionIpFlags } from '../../../shared/intelligence/console-views';
import { sessionRiskScore } from '../../../shared/security/risk-score';
import { browserInfo } from '../../../shared/tracking/browser-info';
import type { Journey } from '../../../shared/tracking/journey';
import type { IpHistoryItem } from '../../lib/data/entities/ip-history';
import type { VisitorSessionItem } from '../../lib/data/entities/visitor-session';

/** What the console looked up about a session beyond its own item. */
export interface SessionFacts {
  ip: IpHistoryItem | null;
  unresolvedAlerts: number;
  displayName: string | null;
  ipSessionCount: number;
  linkedUsers: LinkedUserChip[];
}

/** intelligence §5: rows without an id or a start, with the nil address's placeholder or the unknown country 'XX' are left out. */
export const listable = (s: Pick<VisitorSessionItem, 'sessionId' | 'startedAt' | 'ipAddress' | 'countryCode'>): boolean =>
  Boolean(s.sessionId && s.startedAt) && s.ipAddress !== '0.0.0.0' && s.ipAddress !== '::' && s.countryCode !== 'XX';

export const ipFlagsOf = (ip: IpHistoryItem | null): SessionIpFlags | null =>
  ip ? { isVpn: ip.isVpn, isProxy: ip.isProxy, isTor: ip.isTor, isHosting: ip.isHosting, reputation: ip.reputation } : null;

/** A person's name as the console shows it (§2: full name, else username), else their e-mail's local part. */
export const displayNameOf = (u: { fullName?: string | undefined; username?: string | undefined; email?: string | undefined } | null | undefined): string | null =>
  u ? (u.fullName || u.username || u.email?.split('@')[0] || null) : null;

export function sessionCard(s: VisitorSessionItem, facts: SessionFacts): SessionCardView {
  const ip = facts.ip;
  return {
    sessionId: s.sessionId,
    userId: s.userId ?? null,
    userDisplayName: facts.displayName,
    isAuthenticated: Boolean(s.userId),
    ipAddress: s.ipAddress ?? null,
    countryCode: s.countryCode ?? null,
    city: s.city ?? null,
    startedAt: s.startedAt,
    lastActivityAt: s.lastActivityAt,
    durationSeconds: s.durationSeconds,
    events: s.events,
    userAgent: s.userAgent ?? null,
    deviceType: (s.journey as Journey | undefined)?.deviceType ?? 'desktop',
    browser: browserInfo(s.userAgent),
    riskScore: sessionRiskScore({ ipFlagged: Boolean(ip && (ip.isVpn || ip.isProxy || ip.isTor)), reputationScore: ip?.reputation ?? null, unresolvedAlerts: facts.unresolvedAlerts }),
    ipFlags: ipFlagsOf(ip),
    ipSessionCount: facts.ipSessionCount,
    linkedUsers: facts.linkedUsers,
    linked: facts.linkedUsers.length > 0,
  };
}
