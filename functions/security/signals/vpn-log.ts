import { createHash } from 'node:crypto';
import type { Deps } from '../../lib/deps';
import { rescoreAfter } from '../risk/rescore-user';
import { bumpCounters, bumpUserSignal } from '../security-counts';
import { expiresAfterDays } from '../../lib/data/expires-at';

export interface AnonymousSighting {
  ip: string;
  vpn: boolean;
  proxy: boolean;
  tor: boolean;
  provider: string | null;
  reputation: number;
  userId?: string | null | undefined;
  seenAt: 'checkout' | 'sign-in';
}

const keepDays = 90;

/**
 * An anonymising address seen on a real path: the VPN detection log (one entry per address and hour, the latest
 * sighting's user and place), the store's hourly VPN count and, for a signed-in visitor, their own (their risk score).
 */
export async function recordAnonymousSighting(deps: Pick<Deps, 'store' | 'now'>, s: AnonymousSighting): Promise<void> {
  const now = deps.now();
  const at = now.toISOString();
  const detectionId = createHash('sha256').update(`${s.ip}\n${at.slice(0, 13)}`).digest('base64url').slice(0, 26);
  await Promise.all([
    deps.store.entities.vpnDetection
      .put({
        detectionId,
        ipAddress: s.ip,
        ...(s.userId ? { userId: s.userId } : {}),
        isVpn: s.vpn,
        isProxy: s.proxy,
        isTor: s.tor,
        ...(s.provider ? { provider: s.provider } : {}),
        riskScore: s.reputation,
        seenAt: s.seenAt,
        detectedAt: at,
        day: at.slice(0, 10),
        expiresAt: expiresAfterDays(now, keepDays),
      })
      .go(),
    bumpCounters(deps, now, ['vpn']),
    s.userId ? bumpUserSignal(deps, s.userId, now, 'vpn') : null,
  ]);
  // Back-office §9: 10 points per VPN sighting of the last 24 hours.
  await rescoreAfter(deps, s.userId, 'vpn sighting');
}
