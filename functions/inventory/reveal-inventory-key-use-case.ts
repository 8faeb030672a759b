import { ulid } from 'ulid';
import type { RevealedInventoryKey } from '../../shared/inventory/inventory-views';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../shared/errors/domain-errors';
import { openSecret } from '../lib/adapters/kms/envelope';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { logger } from '../lib/http/logger';

export interface InventoryRevealRequest {
  variantId: string;
  keyId: string;
  ip: string;
  userAgent: string;
}

/**
 * Shows a stored key to an admin, as a buyer's reveal is shown: decrypted first, then the reveal audit (who, role,
 * when, address, user agent) and a staff audit entry written in one transaction, and only then is the secret returned.
 * A decryption failure writes nothing.
 */
export async function revealInventoryKey(deps: Pick<Deps, 'store' | 'now' | 'keyCipher'>, caller: Caller, request: InventoryRevealRequest): Promise<RevealedInventoryKey> {
  const stored = (await deps.store.entities.productKey.get({ keyId: request.keyId }).go({ consistent: true })).data;
  if (!stored || stored.variantId !== request.variantId) throw new NotFoundError('Key not found.');
  let secret: string;
  try {
    secret = await openSecret(deps.keyCipher, stored);
  } catch (error) {
    logger.error('key decryption failed at inventory reveal', { variantId: request.variantId, keyId: request.keyId, error });
    throw new ServiceUnavailableError('We could not unlock this key right now. Nothing changed; please try again in a minute.', { cause: error });
  }
  const audit = staffAuditItem(deps, caller, {
    subjectType: 'key',
    subjectId: stored.keyId,
    action: 'key.revealed',
    summary: `Revealed key ${stored.maskedKey} of variant ${stored.variantId}`,
    after: { status: stored.status, ...(stored.orderId ? { orderId: stored.orderId } : {}) },
  });
  const result = await deps.store.transaction
    .write((tx) => [
      tx.keyRevealAudit
        .create({
          keyId: stored.keyId,
          at: audit.at,
          auditId: ulid(),
          variantId: stored.variantId,
          actor: caller.userId ?? 'unknown',
          actorRole: caller.role,
          ip: request.ip,
          userAgent: request.userAgent.slice(0, 512),
        })
        .commit(),
      auditWrite(tx, audit),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The reveal could not be recorded, so the key was not shown. Try again.');
  return { keyId: stored.keyId, variantId: stored.variantId, key: secret, revealedAt: audit.at };
}
