import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { KeyExportPage } from '../../../../../shared/inventory/inventory-views';
import { maxKeysPerExportPage } from '../../../../../shared/inventory/key-export-input';
import { staffWords } from '../ui/staff-words';
import { notifyError, notifySuccess } from '../ui/notify';
import { useConfirm } from '../ui/use-confirm';
import { inventoryWording } from './wording';

const t = staffWords(inventoryWording);

type Kind = 'masked' | 'decrypted';

/**
 * A variant's key export as one CSV file: Export CSV (masked) and, when `canDecrypt`, Export decrypted CSV, which asks
 * first because the server records every key in it as revealed by the admin.
 */
export function ExportKeysButtons({ variantId, canDecrypt }: { variantId: string; canDecrypt: boolean }) {
  const [confirm, dialog] = useConfirm();
  const [pending, setPending] = useState<Kind | null>(null);
  const run = async (kind: Kind) => {
    if (kind === 'decrypted' && !(await confirm({ title: t('exportConfirmTitle'), message: t('exportConfirmText'), confirmLabel: t('exportConfirm') }))) return;
    setPending(kind);
    try {
      const decrypted = kind === 'decrypted';
      const file = await joinExportPages((cursor) =>
        apiSend('POST', '/api/admin/variants/{variantId}/keys/export', { params: { variantId }, body: { decrypted, limit: maxKeysPerExportPage, ...(cursor ? { cursor } : {}) } }),
      );
      saveFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.fileName);
      notifySuccess(t('exportDone', { count: file.keys }));
    } catch (error) {
      notifyError(t('exportFailed'), error);
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="admin-toolbar" role="group" aria-label={t('exportLabel')}>
      <Button variant="secondary" className="btn-small" disabled={pending !== null} onClick={() => void run('masked')}>
        {pending === 'masked' ? t('exporting') : t('exportMasked')}
      </Button>
      {canDecrypt && (
        <Button variant="ghost" className="btn-small" disabled={pending !== null} onClick={() => void run('decrypted')}>
          {pending === 'decrypted' ? t('exporting') : t('exportDecrypted')}
        </Button>
      )}
      {dialog}
    </div>
  );
}

/** Every page of an export, in order, as one file: only the first page carries the header row. */
export async function joinExportPages(page: (cursor: string | undefined) => Promise<KeyExportPage>): Promise<{ csv: string; keys: number; fileName: string }> {
  let next = await page(undefined);
  const file = { csv: next.csv, keys: next.keys, fileName: next.fileName };
  while (next.nextCursor) {
    next = await page(next.nextCursor);
    file.csv += next.csv;
    file.keys += next.keys;
  }
  return file;
}
