import { ulid } from 'ulid';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../shared/errors/domain-errors';
import type { RevealedKey } from '../../shared/orders/order-views';
import { openSecret } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import type { TxWrite } from './transaction-types';
import { auditWrite, type staffAuditItem } from '../lib/audit/staff-audit';
import { pickTranslations, withTranslations } from '../catalog/view-translations';

export interface RevealRequest {
  orderId: string;
  keyId: string;
  /** A user id, or `guest:<email>` for a guest's signed link. */
  actor: string;
  actorRole: string;
  ip: string;
  userAgent: string;
  /**
   * Set when staff reveal a customer's key: this entry goes into the same transaction, and the key's first-reveal mark
   * is left alone, because only the buyer seeing their key ends their refund right. Made from the key as stored, so
   * its summary names the key by its masked form, never by its internal id.
   */
  staffAudit?: (key: { maskedKey: string }) => ReturnType<typeof staffAuditItem>;
}

/**
 * Shows a sold key to its owner (or staff). The secret is decrypted first; then the audit entry and the key's reveal
 * mark are written in one transaction, and only then does the secret leave the server, so no key is ever shown
 * unaudited. A decryption failure changes nothing and says so.
 */
export async function revealKey(deps: Pick<Deps, 'store' | 'now' | 'keyCipher'>, request: RevealRequest): Promise<RevealedKey> {
  const owned = (await deps.store.entities.orderKey.get({ orderId: request.orderId, keyId: request.keyId }).go({ consistent: true })).data;
  if (!owned) throw new NotFoundError('Key not found.');
  if (owned.status === 'refunding') throw new ConflictError('This key is being refunded, so it cannot be shown.');
  if (owned.status !== 'delivered') throw new ConflictError('This key was refunded and is no longer yours to reveal.');
  const stored = (await deps.store.entities.productKey.get({ keyId: owned.keyId }).go({ consistent: true })).data;
  if (!stored) throw new NotFoundError('Key not found.');
  let secret: string;
  try {
    secret = await openSecret(deps.keyCipher, stored);
  } catch (error) {
    logger.error('key decryption failed at reveal', { orderId: request.orderId, keyId: request.keyId, error });
    throw new ServiceUnavailableError('We could not unlock this key right now. Nothing was lost and it is still yours; please try again in a minute.', { cause: error });
  }
  const at = deps.now().toISOString();
  const staffAudit = request.staffAudit?.(owned);
  const result = await deps.store.transaction
    .write((tx) => [
      tx.keyRevealAudit
        .create({ keyId: owned.keyId, at, auditId: ulid(), orderId: owned.orderId, actor: request.actor, actorRole: request.actorRole, ip: request.ip, userAgent: request.userAgent.slice(0, 512) })
        .commit() as TxWrite,
      staffAudit
        ? (tx.orderKey
            .check({ orderId: owned.orderId, keyId: owned.keyId })
            .where(({ status }, { eq }) => eq(status, 'delivered'))
            .commit() as TxWrite)
        : (tx.orderKey
            .patch({ orderId: owned.orderId, keyId: owned.keyId })
            .set(owned.revealedAt ? {} : { revealedAt: at })
            .add({ revealCount: 1 })
            .where(({ status }, { eq }) => eq(status, 'delivered'))
            .commit() as TxWrite),
      ...(staffAudit ? [auditWrite(tx, staffAudit) as TxWrite] : []),
    ])
    .go();
  if (result.canceled) throw new ConflictError('This key changed while it was being revealed (a refund started). Reload the order.');
  const item = (await deps.store.entities.order.get({ orderId: owned.orderId }).go()).data?.items.find((i) => i.itemId === owned.itemId);
  return {
    keyId: owned.keyId,
    key: secret,
    revealedAt: owned.revealedAt ?? at,
    activationInstructions: item?.activationInstructions ?? null,
    platform: { code: owned.platformCode, name: owned.platformName },
    ...withTranslations(pickTranslations(item?.translations, ['activationInstructions'])),
  };
}
