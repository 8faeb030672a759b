import { useCallback, useMemo } from 'react';
import type { OrderDateRange } from '../../../../../shared/orders/order-date-range';
import type { FulfilmentStatus, OrderStatus } from '../../../../../shared/orders/order-status';
import { apiDownload } from '@/lib/api-download';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { saveFile } from '@/lib/save-file';
import { useStaffAction } from '../ui/use-staff-action';
import { orderToolsMessages } from './messages';

export interface OrderExportFilters extends OrderDateRange {
  status: 'all' | OrderStatus;
  fulfilment: 'all' | FulfilmentStatus;
  q?: string | undefined;
}

/**
 * Export CSV: every order the screen's filters match (all pages, built by the server), with the header row in the
 * staff member's language. `fileName` names the download; `disabled` while the filters on screen are not applied.
 */
export function OrderExportButton({ filters, fileName, disabled }: { filters: OrderExportFilters; fileName: string; disabled?: boolean }) {
  const t = useMessages(orderToolsMessages);
  const { language } = usePreferences();
  const download = useCallback(async () => {
    const csv = await apiDownload('/api/admin/orders/export', { query: { ...filters, lang: language } });
    saveFile(csv, fileName);
  }, [filters, fileName, language]);
  const messages = useMemo(() => ({ success: t('exported'), failure: t('exportFailed') }), [t]);
  const { run, pending } = useStaffAction(download, messages);
  return (
    <button type="button" className="btn btn-secondary" disabled={pending || disabled} onClick={() => void run()}>
      {pending ? t('exporting') : t('exportCsv')}
    </button>
  );
}
