import { routes } from '../../shared/routes/route-table';
import { gpcHeaderSet } from '../../shared/tracking/consent';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerGeo } from '../lib/http/viewer-geo';
import { viewerIp } from '../lib/http/viewer-ip';
import { acceptTrackBatch } from './accept-track-batch';

/** `POST /api/track`: the browser's beacon. Answers at once; the tracking consumer stores the events. */
export const handler = apiHandler(routes.recordTracking, async ({ body, deps, event }) => {
  const noStore = { 'cache-control': 'no-store' };
  if (gpcHeaderSet(event.headers['sec-gpc'])) return new ApiReply(202, { accepted: 0, tracked: false }, noStore);
  const geo = viewerGeo(event);
  const accepted = await acceptTrackBatch(deps, body, {
    ip: viewerIp(event),
    countryCode: geo.countryCode,
    city: geo.city,
    userAgent: event.headers['user-agent']?.slice(0, 1024) ?? null,
  });
  return new ApiReply(202, { accepted, tracked: true }, noStore);
}, { uses: [queuesProvider] });
