import { strengthOf } from '../../../../../shared/intelligence/correlation-result';
import type { BehaviouralClassification } from '../../../../../shared/intelligence/analyze-behaviour';
import { likelyBotFrom, suspiciousFrom } from '../../../../../shared/intelligence/analyze-behaviour';
import type { BadgeVariant } from '../../../../../shared/security/risk-score';
import type { SessionCardView } from '../../../../../shared/intelligence/console-views';
import { durationText } from '../ui/duration';

/** Intelligence §9: under 60 s in seconds, under an hour in minutes, else hours ('45s', '12m', '1.5h'). */
export const sessionDuration = (seconds: number): string => durationText(seconds);

/** The card's 'IP Group (n sessions)' chip, shown only when another session shares the address (§2). */
export const ipGroupChip = (ipSessionCount: number): string | null => (ipSessionCount > 1 ? `IP Group (${ipSessionCount} sessions)` : null);

/** The card's '+n Linked User(s)' chip: '+1 Linked User', '+2 Linked Users'; none without linked users. */
export const linkedUsersChip = (count: number): string | null => (count > 0 ? `+${count} Linked User${count === 1 ? '' : 's'}` : null);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO code, or the code when the runtime does not know it. */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The card's place line: 'Lisbon, Portugal', 'Portugal', or 'Unknown' (§2). */
export function placeText(session: Pick<SessionCardView, 'city' | 'countryCode'>): string {
  const country = countryName(session.countryCode);
  return [session.city, country].filter(Boolean).join(', ') || 'Unknown';
}

/** The card's address line: the IP with its country code, or 'IP not detected' (§2). */
export function ipText(session: Pick<SessionCardView, 'ipAddress' | 'countryCode'>): string {
  const ip = session.ipAddress ?? 'IP not detected';
  return session.countryCode ? `${ip} (${session.countryCode})` : ip;
}

export const browserText = (browser: SessionCardView['browser']): string => (browser ? `${browser.name} ${browser.version}`.trim() : 'Unknown browser');

/** Intelligence §9: the correlation confidence badge; 85 or more destructive, 65 or more secondary, else outline. */
export const correlationBadge = (confidence: number): BadgeVariant => ({ high: 'destructive', medium: 'secondary', low: 'outline' } as const)[strengthOf(confidence)];

/** Intelligence §9: the behaviour score badge; 70 or more destructive, 40 or more a warning. */
export const behaviourBadgeClass = (score: number): string => (score >= likelyBotFrom ? 'badge badge-danger' : score >= suspiciousFrom ? 'badge badge-warning' : 'badge');

export const classificationLabel: Record<BehaviouralClassification, string> = { normal: 'Normal', suspicious: 'Suspicious', likely_bot: 'Likely Bot' };

const matchTypeLabels: Record<string, string> = {
  device_fingerprint: 'Device fingerprint',
  similar_device: 'Similar device',
  same_ip: 'Same IP',
  same_subnet: 'Same subnet',
  same_asn: 'Same network (ASN)',
  similar_behaviour: 'Similar behaviour',
  common_pages: 'Common pages',
  alternating_sessions: 'Alternating sessions',
  concurrent_sessions: 'Concurrent sessions',
};

/** A match type or other snake_case value in words: 'same_ip' is 'Same IP', 'rapid_browsing' is 'Rapid browsing'. */
export function words(value: string): string {
  const known = matchTypeLabels[value];
  if (known) return known;
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A signed percentage against the baseline: '+12.5%', '-40%', '0%'; '—' when there is no baseline. */
export const percentDiff = (value: number | null): string => (value === null ? '—' : `${value > 0 ? '+' : ''}${value}%`);

/** Seconds with one decimal at most ('2.5s'), or '—' when not measurable. */
export const seconds = (value: number | null): string => (value === null ? '—' : `${Number(value.toFixed(1))}s`);

/** The timeline's name: the full name, else the username, else 'Anonymous User' (§2). */
export const profileName = (profile: { fullName: string | null; username: string | null }): string => profile.fullName?.trim() || profile.username?.trim() || 'Anonymous User';

/** A date and time in the admin's own clock, e.g. 'Nov 24, 2026, 5:40 AM'. */
export const dateTime = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const dateOnly = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
