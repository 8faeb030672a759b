import type { Deps } from '../../lib/deps';
import type { IpVerdict } from './ip-intelligence';

/**
 * Notes one sighting of an address in its IP history: the verdict replaces the last one, the first sighting's time is
 * kept, and the count goes up, in one UpdateItem, so concurrent sightings never lose one another's count.
 */
export async function recordIpSeen(deps: Pick<Deps, 'store'>, verdict: IpVerdict, at: Date): Promise<void> {
  const { asn, asOrganisation, ...rest } = verdict;
  const seenAt = at.toISOString();
  await deps.store.entities.ipHistory
    .upsert({ ...rest, ...(asn === null ? {} : { asn }), ...(asOrganisation === null ? {} : { asOrganisation }), lastSeenAt: seenAt })
    .ifNotExists({ firstSeenAt: seenAt })
    .add({ seenCount: 1 })
    .go({ response: 'none' });
}
