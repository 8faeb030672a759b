import { routes } from '../../shared/routes/route-table';
import { keyCipherProvider } from '../lib/adapters/kms/key-cipher-provider';
import { staffAuditItem } from '../lib/audit/staff-audit';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerIp } from '../lib/http/viewer-ip';
import { revealKey } from '../orders/reveal-key';

/**
 * `POST /api/admin/orders/{orderId}/keys/{keyId}/reveal` (employee): the buyer's reveal with two differences, both in
 * `revealKey`: a staff audit entry joins the reveal's transaction, and the buyer's refund right is left as it was.
 */
export const handler = apiHandler(
  routes.adminRevealOrderKey,
  async ({ params, caller, deps, event }) => {
    const staffAudit = (key: { maskedKey: string }) =>
      staffAuditItem(deps, caller, { subjectType: 'order', subjectId: params.orderId, action: 'order.key-reveal', summary: `Key ${key.maskedKey} revealed to staff` });
    const revealed = await revealKey(deps, { ...params, actor: caller.userId!, actorRole: 'staff', ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '', staffAudit });
    return new ApiReply(200, revealed, { 'cache-control': 'no-store' });
  },
  { uses: [keyCipherProvider] },
);
