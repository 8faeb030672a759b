import { useCallback } from 'react';
import type { OrderDateRange } from '../../../../../shared/orders/order-date-range';
import type { FulfilmentStatus, OrderStatus } from '../../../../../shared/orders/order-status';
import { apiDownload } from '@/lib/api-download';
import { saveFile } from '@/lib/save-file';
import { staffWords } from '../ui/staff-words';
import { useStaffAction } from '../ui/use-staff-action';
import { orderToolsWording } from './wording';

const t = staffWords(orderToolsWording);
const messages = { success: t('exported'), failure: t('exportFailed') };

export interface OrderExportFilters extends OrderDateRange {
  status: 'all' | OrderStatus;
  fulfilment: 'all' | FulfilmentStatus;
  q?: string | undefined;
}

/**
 * Export CSV: every order the screen's filters match (all pages, built by the server), with the header row in English
 * like the screen that asks for it. `fileName` names the download; `disabled` while the filters on screen are not applied.
 */
export function OrderExportButton({ filters, fileName, disabled }: { filters: OrderExportFilters; fileName: string; disabled?: boolean }) {
  const download = useCallback(async () => {
    const csv = await apiDownload('/api/admin/orders/export', { query: { ...filters, lang: 'en' } });
    saveFile(csv, fileName);
  }, [filters, fileName]);
  const { run, pending } = useStaffAction(download, messages);
  return (
    <button type="button" className="btn btn-secondary" disabled={pending || disabled} onClick={() => void run()}>
      {pending ? t('exporting') : t('exportCsv')}
    </button>
  );
}
