import { useRef, useState } from 'react';
import type { TranslationImportReport } from '../../../../../shared/translations/translation-exchange';
import { Button } from '@/components/ui/button';
import { apiGet, apiSend } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { notifyError, notifySuccess } from '../ui/notify';

type Format = 'xliff' | 'json';

/** The format of a chosen file, by its name: JSON for .json, XLIFF otherwise (.xlf, .xliff). */
export const formatOfFile = (name: string): Format => (/\.json$/i.test(name) ? 'json' : 'xliff');

/** Export for Translation and Import Translations (XLIFF 2.0 or JSON with the same fields), with the import's report. */
export function ExchangePanel({ language, languageName, onImported }: { language: string; languageName: string; onImported(): void }) {
  const [format, setFormat] = useState<Format>('xliff');
  const [onlyUntranslated, setOnlyUntranslated] = useState(true);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [report, setReport] = useState<TranslationImportReport | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const exportFile = async () => {
    setBusy('export');
    try {
      const file = await apiGet('/api/admin/translations/export', { query: { language, format, only: onlyUntranslated ? 'untranslated' : 'all' } });
      saveFile(new Blob([file.content], { type: file.contentType }), file.filename);
      notifySuccess('Export ready', `${file.units.toLocaleString('en-US')} texts of ${file.products.toLocaleString('en-US')} products for ${languageName}${file.truncated ? ' (the first 2,000 products)' : ''}.`);
    } catch (error) {
      notifyError('Failed to export translations', error);
    } finally {
      setBusy(null);
    }
  };
  const importFile = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setBusy('import');
    try {
      const result = await apiSend('POST', '/api/admin/translations/import', { body: { language, format: formatOfFile(file.name), content: await file.text() } });
      setReport(result);
      notifySuccess('Translations imported', `${result.changed.toLocaleString('en-US')} changed, ${result.unchanged.toLocaleString('en-US')} unchanged, ${result.refusedCount.toLocaleString('en-US')} refused.`);
      onImported();
    } catch (error) {
      setReport(null);
      notifyError('Failed to import translations', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="exchange-panel">
      <div className="translation-controls">
        <label>
          Format{' '}
          <select value={format} onChange={(e) => setFormat(e.currentTarget.value as Format)}>
            <option value="xliff">XLIFF 2.0</option>
            <option value="json">JSON</option>
          </select>
        </label>
        <label className="exchange-check">
          <input type="checkbox" checked={onlyUntranslated} onChange={(e) => setOnlyUntranslated(e.currentTarget.checked)} /> Only missing and outdated
        </label>
        <Button variant="secondary" onClick={() => void exportFile()} disabled={busy !== null}>
          {busy === 'export' ? 'Exporting…' : 'Export for Translation'}
        </Button>
      </div>
      <div className="translation-controls">
        <label>
          Translated file{' '}
          <input ref={fileInput} type="file" accept=".xlf,.xliff,.json,application/xliff+xml,application/json" />
        </label>
        <Button variant="secondary" onClick={() => void importFile()} disabled={busy !== null}>
          {busy === 'import' ? 'Importing…' : 'Import Translations'}
        </Button>
      </div>
      {report && (
        <section aria-label="Import report" className="validation-report">
          <p>
            {report.products.toLocaleString('en-US')} products: {report.changed.toLocaleString('en-US')} texts changed ({report.outdated.toLocaleString('en-US')} made from English that has changed since, now outdated),{' '}
            {report.unchanged.toLocaleString('en-US')} unchanged, {report.skipped.toLocaleString('en-US')} left empty, {report.refusedCount.toLocaleString('en-US')} refused.
          </p>
          {report.refused.length > 0 && (
            <ul className="translation-findings">
              {report.refused.map((r) => (
                <li key={`${r.productId}:${r.field}`}>
                  {r.productId} · {r.field}: {r.reason}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
