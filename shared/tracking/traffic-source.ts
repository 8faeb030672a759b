export type TrafficSource = 'search' | 'social' | 'referral' | 'direct';

/** Hosts that are the same sites under their other names: Twitter's x.com and its t.co link shortener, Facebook's fb.com. */
const twitterHosts = /(^|\.)(x\.com|t\.co)$/;
const facebookHosts = /(^|\.)(fb\.com|fb\.me)$/;

/**
 * Storefront §4: a referrer containing google is search, facebook or twitter social, any other referral, none direct.
 * "Contains" is read on the referrer's host, so a link whose path or query mentions google is not a search; the same
 * networks under their other hosts (x.com, t.co, fb.com) count as themselves; and a page of the store itself (a
 * reload, an internal link) is no source at all, so it counts as direct.
 */
export function trafficSource(referrer: string | null | undefined, ownHost?: string): TrafficSource {
  const text = referrer?.trim() ?? '';
  if (!text) return 'direct';
  let host: string;
  try {
    host = new URL(text).hostname.toLowerCase();
  } catch {
    host = text.toLowerCase();
  }
  if (ownHost && (host === ownHost.toLowerCase() || host.endsWith(`.${ownHost.toLowerCase()}`))) return 'direct';
  if (host.includes('google')) return 'search';
  if (host.includes('facebook') || host.includes('twitter') || twitterHosts.test(host) || facebookHosts.test(host)) return 'social';
  return 'referral';
}
