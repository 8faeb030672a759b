import { ulid } from 'ulid';
import type { KeyExportPage } from '../../shared/inventory/inventory-views';
import { keyExportColumns, type KeyExportBody } from '../../shared/inventory/key-export-input';
import { NotFoundError, ServiceUnavailableError } from '../../shared/errors/domain-errors';
import { openSecrets } from '../lib/adapters/kms/envelope';
import { staffAuditItem } from '../lib/audit/staff-audit';
import { csvTable } from '../lib/csv/csv-table';
import type { ProductKeyItem } from '../lib/data/entities/product-key';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { recordKeyExport, type ExportViewer } from './key-export-audit';

export type KeyExportRequest = KeyExportBody & { variantId: string };

/**
 * One page of a variant's keys as CSV. Masked: the form stored at import, nothing decrypted. Decrypted (admins): every
 * key of the page opened first (a failure writes nothing), then the export audited (its staff entry, and a reveal audit
 * per key, as the inventory's Reveal does), and only then the file answered. Masked exports get their staff entry too.
 */
export async function exportVariantKeys(deps: Pick<Deps, 'store' | 'now' | 'keyCipher' | 'cursors'>, viewer: ExportViewer, request: KeyExportRequest): Promise<KeyExportPage> {
  const { variantId, decrypted, status } = request;
  const variant = (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1 })).data[0];
  if (!variant) throw new NotFoundError('Variant not found.');
  const scope = { listing: 'variant-key-export', filters: { variantId, status: status ?? 'all', decrypted: decrypted ? 'yes' : 'no' } };
  const page = await deps.cursors.page(request.cursor, scope, (cursor) =>
    status
      ? deps.store.entities.productKey.query.byVariantStatus({ variantId, status }).go({ cursor, limit: request.limit })
      : deps.store.entities.productKey.query.byVariant({ variantId }).go({ cursor, limit: request.limit }),
  );
  const keys = page.data;
  const texts = decrypted ? await openAll(deps, keys, variantId) : keys.map((k) => k.maskedKey);
  const audit = staffAuditItem(deps, viewer.caller, {
    subjectType: 'variant',
    subjectId: variantId,
    action: 'keys.exported',
    summary: `Exported ${keys.length} keys of variant ${variantId}, ${decrypted ? 'decrypted' : 'masked'}`,
    after: { exportId: ulid(), decrypted, keys: keys.length, ...(status ? { status } : {}), ...(decrypted ? { keyIds: keys.map((k) => k.keyId) } : {}) },
  });
  await recordKeyExport(deps, audit, decrypted ? keys : [], viewer);
  const rows = keys.map((k, i) => [k.keyId, k.status, texts[i], k.createdAt, k.createdBy, k.soldAt, k.orderId]);
  return {
    csv: csvTable(keyExportColumns, rows, { header: !request.cursor }),
    keys: keys.length,
    decrypted,
    fileName: `keys-${variantId}-${decrypted ? 'decrypted' : 'masked'}-${audit.day}.csv`,
    nextCursor: page.nextCursor,
  };
}

async function openAll(deps: Pick<Deps, 'keyCipher'>, keys: readonly ProductKeyItem[], variantId: string): Promise<string[]> {
  try {
    return await openSecrets(deps.keyCipher, keys);
  } catch (error) {
    logger.error('key decryption failed at key export', { variantId, keys: keys.length, error });
    throw new ServiceUnavailableError('We could not unlock these keys right now. Nothing was exported; please try again in a minute.', { cause: error });
  }
}
