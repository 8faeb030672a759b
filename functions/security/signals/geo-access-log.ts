import { ulid } from 'ulid';
import type { GeoRestrictionItem } from '../../lib/data/entities/geo-restriction';
import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import { expiresAfterDays } from '../../lib/data/expires-at';

const keepDays = 90;

export interface GeoAccess {
  restriction: Pick<GeoRestrictionItem, 'countryCode' | 'city'>;
  ip: string;
  countryCode: string;
  city?: string | null | undefined;
  outcome: 'blocked' | 'flagged';
  userId?: string | null | undefined;
}

/**
 * A checkout from a restricted place: the access log's entry and the restriction's hit count and last hit, in one
 * transaction. The restriction must still exist (staff may lift it meanwhile), or neither is written. Only logged when
 * it fails: the checkout's verdict does not wait on the record of it.
 */
export async function recordGeoAccess(deps: Pick<Deps, 'store' | 'now'>, access: GeoAccess): Promise<void> {
  const now = deps.now();
  const at = now.toISOString();
  await deps.store.transaction
    .write(({ geoAccessEntry, geoRestriction }) => [
      geoAccessEntry
        .create({
          day: at.slice(0, 10),
          entryId: ulid(now.getTime()),
          at,
          ipAddress: access.ip,
          countryCode: access.countryCode,
          ...(access.city ? { city: access.city } : {}),
          outcome: access.outcome,
          ...(access.userId ? { userId: access.userId } : {}),
          expiresAt: expiresAfterDays(now, keepDays),
        })
        .commit(),
      geoRestriction.patch({ countryCode: access.restriction.countryCode, city: access.restriction.city }).add({ hits: 1 }).set({ lastHitAt: at }).commit(),
    ])
    .go()
    .catch((error: unknown) => logger.warn('could not record a restricted checkout', { countryCode: access.countryCode, error }));
}
