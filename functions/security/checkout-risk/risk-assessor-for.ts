import type { RiskAssessor } from '../../orders/risk-assessor';
import { logger } from '../../lib/http/logger';
import type { IpIntelligence, IpVerdict } from '../ip-intelligence/ip-intelligence';
import { ipIntelligenceFromSettings } from '../ip-intelligence/ip-intelligence-from-settings';
import { readIpIntelligenceSettings } from '../ip-intelligence/ip-intelligence-settings';
import { recordIpSeen } from '../ip-intelligence/record-ip-seen';
import { storeRiskAssessor, type AnonymityCheck, type RiskDeps } from './store-risk-assessor';

/**
 * How long checkout waits for an address's verdict. A cached or offline verdict takes well under a millisecond; the
 * wait only matters while a new process loads the ASN database or the provider is slow, and then the checkout goes on
 * unflagged rather than keep a buyer waiting (intelligence §8: a lookup that times out leaves the risk where it was).
 */
export const anonymityWaitMs = 150;

let intelligence: IpIntelligence | undefined;
const ipIntelligence = () => (intelligence ??= ipIntelligenceFromSettings(readIpIntelligenceSettings()));

/**
 * Loads the address data before the first checkout needs it. A Lambda does it during its init (below); the local stack
 * at start; a test before it checks out through a flagged address.
 */
export async function warmIpIntelligence(): Promise<void> {
  await ipIntelligence()
    .lookup('192.0.2.1')
    .catch((error: unknown) => logger.warn('IP intelligence could not warm up', { error }));
}
if (process.env.AWS_LAMBDA_FUNCTION_NAME) void warmIpIntelligence();

/** An address's verdict if the IP adapter answers within `anonymityWaitMs`, else null (never throws). */
export async function ipVerdictSoon(ip: string): Promise<IpVerdict | null> {
  const lookup = ipIntelligence().lookup(ip);
  lookup.catch(() => undefined);
  return Promise.race([lookup, new Promise<null>((resolve) => setTimeout(resolve, anonymityWaitMs, null).unref())]).catch((error: unknown) => {
    logger.warn('IP lookup failed; going on without a verdict', { error });
    return null;
  });
}

/**
 * The IP history is written at most once per address and 5 minutes by a process: a busy address (an office, a
 * carrier) does not add a write to every checkout, and its last-seen time stays within minutes.
 */
const lastRecorded = new Map<string, number>();
function firstSightingLately(ip: string): boolean {
  const now = Date.now();
  if ((lastRecorded.get(ip) ?? 0) > now - 5 * 60_000) return false;
  if (lastRecorded.size >= 10_000) lastRecorded.delete(lastRecorded.keys().next().value!);
  lastRecorded.delete(ip);
  lastRecorded.set(ip, now);
  return true;
}

/** The address's anonymity from the IP intelligence adapter, its sighting kept in the IP history (never failing a checkout). */
function anonymityFor(deps: RiskDeps): AnonymityCheck {
  return async (ip) => {
    const verdict = await ipVerdictSoon(ip);
    if (!verdict) return null;
    if (firstSightingLately(ip)) await recordIpSeen(deps, verdict, deps.now()).catch((error: unknown) => logger.warn('could not record an IP sighting', { error }));
    return { vpn: verdict.isVpn, proxy: verdict.isProxy, tor: verdict.isTor, provider: verdict.asOrganisation, reputation: verdict.reputation };
  };
}

/** The store's risk check over a handler's own deps. */
export const riskAssessorFor = (deps: RiskDeps): RiskAssessor => storeRiskAssessor(deps, anonymityFor(deps));
