import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerIp } from '../lib/http/viewer-ip';
import { ipVerdictSoon } from '../security/checkout-risk/risk-assessor-for';
import { recordAccountSighting } from '../security/signals/accounts-on-device';
import { linkSession } from './link-session';
import { recordAnonymousSighting } from '../security/signals/vpn-log';
import { logger } from '../lib/http/logger';

/**
 * `POST /api/track/link`: called by the browser about 100 ms after sign-in (storefront §4). The sign-in is also where
 * the security rules see which accounts share a device or an address.
 */
export const handler = apiHandler(routes.linkTrackingSession, async ({ body, caller, deps, event }) => {
  const linked = await linkSession(deps, body.sessionId, caller.userId!);
  const session = (await deps.store.entities.visitorSession.get({ sessionId: body.sessionId }).go()).data;
  const ip = session?.ipAddress ?? viewerIp(event);
  const verdict = await ipVerdictSoon(ip);
  await recordAccountSighting(deps, { userId: caller.userId!, fingerprint: session?.fingerprint, ip, sharedAddress: Boolean(verdict?.isMobileCarrier || verdict?.isCgnat) });
  if (verdict && (verdict.isVpn || verdict.isProxy || verdict.isTor)) {
    await recordAnonymousSighting(deps, { ip, vpn: verdict.isVpn, proxy: verdict.isProxy, tor: verdict.isTor, provider: verdict.asOrganisation, reputation: verdict.reputation, userId: caller.userId, seenAt: 'sign-in' }).catch(
      (error: unknown) => logger.warn('could not log an anonymous sign-in', { error }),
    );
  }
  return new ApiReply(200, linked, { 'cache-control': 'no-store' });
});
