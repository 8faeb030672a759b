import { ulid } from 'ulid';
import { ConflictError } from '../../shared/errors/domain-errors';
import { auditWrite, type staffAuditItem } from '../lib/audit/staff-audit';
import type { ProductKeyItem } from '../lib/data/entities/product-key';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';

/** DynamoDB's limit of items per transaction. */
const perTransaction = 100;
/** Transactions written at once; each creates new items only, so they never contend. */
const lanes = 4;

export interface ExportViewer {
  caller: Pick<Caller, 'userId' | 'role'>;
  ip: string;
  userAgent: string;
}

/**
 * Records one export page: its staff audit entry and, for a decrypted export, a key reveal audit per key (what the
 * inventory's Reveal writes, plus the export's id), in transactions of up to 100 items. Called before the file is sent;
 * if any transaction is cancelled the export fails: a key may be recorded as shown and not sent, never sent unrecorded.
 */
export async function recordKeyExport(
  deps: Pick<Deps, 'store'>,
  audit: ReturnType<typeof staffAuditItem>,
  revealed: readonly Pick<ProductKeyItem, 'keyId' | 'variantId'>[],
  viewer: ExportViewer,
): Promise<void> {
  const exportId = String(audit.after?.exportId ?? audit.entryId);
  const reveals = revealed.map((key) => ({
    keyId: key.keyId,
    at: audit.at,
    auditId: ulid(),
    variantId: key.variantId,
    exportId,
    actor: viewer.caller.userId ?? 'unknown',
    actorRole: viewer.caller.role,
    ip: viewer.ip,
    userAgent: viewer.userAgent.slice(0, 512),
  }));
  // The staff entry rides in the first transaction, beside the first 99 reveals.
  const chunks = [reveals.slice(0, perTransaction - 1)];
  for (let i = perTransaction - 1; i < reveals.length; i += perTransaction) chunks.push(reveals.slice(i, i + perTransaction));
  for (let i = 0; i < chunks.length; i += lanes) {
    const results = await Promise.all(
      chunks.slice(i, i + lanes).map((chunk, j) =>
        deps.store.transaction
          .write((tx) => [...(i + j === 0 ? [auditWrite(tx, audit)] : []), ...chunk.map((reveal) => tx.keyRevealAudit.create(reveal).commit())])
          .go(),
      ),
    );
    if (results.some((r) => r.canceled)) throw new ConflictError('The export could not be recorded, so no keys were sent. Try again.');
  }
}
