import { routes } from '../../shared/routes/route-table';
import { keyCipherProvider } from '../lib/adapters/kms/key-cipher-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { viewerIp } from '../lib/http/viewer-ip';
import { guestLinksProvider } from './guest-links-provider';
import { guestOrder, ownOrder } from './order-access';
import { revealKey } from './reveal-key';

const noStore = { 'cache-control': 'no-store' };

/** Reveals a key of the caller's own order, or of a guest's through their signed link; both audited the same way. */
export const handler = routeSwitch([
  [
    routes.revealKey,
    apiHandler(
      routes.revealKey,
      async ({ params, caller, deps, event }) => {
        await ownOrder(deps, params.orderId, caller.userId!);
        const revealed = await revealKey(deps, { ...params, actor: caller.userId!, actorRole: caller.role, ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' });
        return new ApiReply(200, revealed, noStore);
      },
      { uses: [keyCipherProvider] },
    ),
  ],
  [
    routes.revealGuestKey,
    apiHandler(
      routes.revealGuestKey,
      async ({ params, body, deps, event }) => {
        const order = await guestOrder(deps, params.orderId, body.token);
        const revealed = await revealKey(deps, { ...params, actor: order.ownerKey, actorRole: 'guest', ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' });
        return new ApiReply(200, revealed, noStore);
      },
      { uses: [keyCipherProvider, guestLinksProvider] },
    ),
  ],
]);
