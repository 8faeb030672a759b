import { useState } from 'react';
import { exportTypeLabel, type ExportJobView, type ExportType } from '../../../../../shared/search-exports/export-job';
import { apiSend } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { serverMessage } from '../ui/notify';

export interface ExportChoice {
  languages: ('en' | 'es' | 'pt')[];
  currencies: ('USD' | 'EUR' | 'GBP' | 'JPY' | 'CAD')[];
  filter: string;
  format: 'json' | 'csv';
}

export const defaultChoice: ExportChoice = { languages: ['en'], currencies: ['USD'], filter: '', format: 'json' };

/** Starts an export with intelligence §8's toasts, then lets the history read it again. */
export function useStartExport(after: () => void) {
  const [busy, setBusy] = useState(false);
  const start = async (type: ExportType, choice: ExportChoice): Promise<ExportJobView | null> => {
    setBusy(true);
    try {
      const job = await apiSend('POST', '/api/admin/search-exports', {
        body: { exportType: type, languages: choice.languages, currencies: choice.currencies, format: choice.format, ...(choice.filter.trim() ? { filter: choice.filter.trim() } : {}) },
      });
      toast({ title: 'Export Started', description: `${exportTypeLabel[type]} export has been queued and will complete shortly.`, variant: 'success' });
      return job;
    } catch (error) {
      toast({ title: 'Export Failed', description: serverMessage(error) ?? 'Failed to start export', variant: 'destructive' });
      return null;
    } finally {
      setBusy(false);
      after();
    }
  };
  return { start, busy };
}

/** Opens a completed export's file through a link signed for 300 s (intelligence §7). */
export async function downloadExport(exportId: string): Promise<void> {
  // The tab is opened before the request so the browser counts it as the click's, not a pop-up.
  const tab = window.open('', '_blank');
  try {
    const { url } = await apiSend('POST', '/api/admin/search-exports/{exportId}/download', { params: { exportId } });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    toast({ title: 'Download Failed', description: serverMessage(error) ?? 'Failed to generate download link', variant: 'destructive' });
  }
}
