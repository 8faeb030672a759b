import { routes } from '../../shared/routes/route-table';
import { gpcHeaderSet } from '../../shared/tracking/consent';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerGeo } from '../lib/http/viewer-geo';
import { viewerIp } from '../lib/http/viewer-ip';
import { takeTrackingWindow } from './accept-track-batch';
import { reusableSession } from './reusable-session';

/**
 * `POST /api/track/geo`: the visitor's place from CloudFront's viewer headers, and the live session of the same device
 * to carry on, if there is one (`session_consolidated`). Counted in the beacon's per-address window. A browser sending
 * Global Privacy Control gets its place (the store shows regional notices from it) and is never matched to a session.
 */
export const handler = apiHandler(routes.trackGeolocation, async ({ body, deps, event }) => {
  const ip = viewerIp(event);
  await takeTrackingWindow(deps, 'track-ip', ip, deps.config.TRACK_LIMIT_PER_IP_PER_MINUTE, ip);
  const reuse =
    body.fingerprint && !gpcHeaderSet(event.headers['sec-gpc']) ? await reusableSession(deps, { sessionId: body.sessionId, fingerprint: body.fingerprint, ip, now: deps.now() }) : null;
  return new ApiReply(200, { success: true as const, geolocation: viewerGeo(event), sessionConsolidated: reuse !== null, ...(reuse ? { sessionId: reuse } : {}) }, { 'cache-control': 'no-store' });
});
