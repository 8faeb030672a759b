import type { Deps } from '../../lib/deps';
import { rescoreUser } from './rescore-user';

/** Hours looked back each run, so a run missed (a deploy, an outage) is caught up by the next. */
export const sweepLookbackHours = 48;
const hourMs = 3_600_000;

/**
 * The hourly sweep: every profile whose oldest counted VPN sighting has left the 24 hours since it was scored, found by
 * its rescore hour on gsi2 (one Query per hour looked back, a handful of users each), scored again. A rescored profile
 * moves to its next rescore hour or leaves the index, so each hour's partition empties as it is swept.
 */
export async function rescoreDue(deps: Pick<Deps, 'store' | 'now'>): Promise<{ rescored: number }> {
  const now = deps.now().getTime();
  const hours = Array.from({ length: sweepLookbackHours + 1 }, (_, i) => new Date(now - (sweepLookbackHours - i) * hourMs).toISOString().slice(0, 13));
  let rescored = 0;
  for (const rescoreHour of hours) {
    const due = await deps.store.entities.userRiskProfile.query.byRescoreHour({ rescoreHour }).go({ pages: 'all', attributes: ['userId'] });
    for (const { userId } of due.data) {
      await rescoreUser(deps, userId);
      rescored++;
    }
  }
  return { rescored };
}
