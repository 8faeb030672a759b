import { useState } from 'react';
import type { LanguageView, MultiLanguageOverview } from '../../../../../shared/translations/language-views';
import type { ValidationReport } from '../../../../../shared/translations/validation-report';
import { Button } from '@/components/ui/button';
import { CatalogueLanguageSelect } from './catalogue-language-select';
import { apiSend } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { notifyError, notifySuccess } from '../ui/notify';
import { Panel } from '../ui/page-parts';
import { ExchangePanel } from './exchange-panel';
import { fieldLabel } from './translation-labels';

const problemLabel = { empty: 'Empty', identical: 'English unchanged', too_long: 'Too long', markup_mismatch: 'Markup differs' } as const;

/** Bulk Operations (intelligence §2): Validate Translations, Auto-translate Missing, Export for Translation and Import Translations, per catalogue language. */
export function BulkOperations({ languages, autoTranslate, onImported }: { languages: LanguageView[]; autoTranslate: MultiLanguageOverview['autoTranslate']; onImported(): void }) {
  const editable = languages.filter((l) => l.catalogue);
  const [language, setLanguage] = useState(editable[0]?.code ?? 'es');
  const [report, setReport] = useState<ValidationReport | null>(null);
  const [busy, setBusy] = useState<'validate' | 'auto' | null>(null);
  const [autoMessage, setAutoMessage] = useState<string | null>(autoTranslate.available ? null : autoTranslate.message);
  const name = languages.find((l) => l.code === language)?.name ?? language;

  const validate = async () => {
    setBusy('validate');
    try {
      const result = await apiSend('POST', '/api/admin/translations/validate', { body: { language } });
      setReport(result);
      notifySuccess('Validation complete', `${result.findings.length}${result.truncated ? '+' : ''} problems in ${result.fields.toLocaleString('en-US')} ${name} translations; ${result.missing.toLocaleString('en-US')} missing, ${result.outdated.toLocaleString('en-US')} outdated.`);
    } catch (error) {
      notifyError('Failed to validate translations', error);
    } finally {
      setBusy(null);
    }
  };
  const auto = async () => {
    setBusy('auto');
    try {
      const result = await apiSend('POST', '/api/admin/translations/auto-translate', { body: { language } });
      if (result.configured) notifySuccess('Auto-translate finished', result.message);
      else toast({ title: 'No translation service configured', description: result.message, variant: 'destructive' });
      setAutoMessage(result.configured ? null : result.message);
    } catch (error) {
      notifyError('Failed to auto-translate', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title="Bulk Operations">
      <div className="translation-controls">
        <CatalogueLanguageSelect languages={languages} value={language} onChange={(code) => (setLanguage(code), setReport(null))} />
        <Button variant="secondary" onClick={() => void validate()} disabled={busy !== null}>
          {busy === 'validate' ? 'Validating…' : 'Validate Translations'}
        </Button>
        <Button variant="secondary" onClick={() => void auto()} disabled={busy !== null}>
          {busy === 'auto' ? 'Translating…' : 'Auto-translate Missing'}
        </Button>
      </div>
      {autoMessage && <p className="muted">{autoMessage}</p>}
      <ExchangePanel language={language} languageName={name} onImported={onImported} />
      {report && (
        <section aria-label="Validation report" className="validation-report">
          <p>
            {report.products.toLocaleString('en-US')} products, {report.fields.toLocaleString('en-US')} translated fields checked in {name}: {report.missing.toLocaleString('en-US')} missing,{' '}
            {report.outdated.toLocaleString('en-US')} outdated, {report.findings.length}
            {report.truncated ? '+' : ''} problems.
          </p>
          {report.findings.length > 0 && (
            <table className="admin-table">
              <caption className="visually-hidden">Problems found</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Field</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {report.findings.map((f) => (
                  <tr key={`${f.productId}:${f.field}:${f.problem}`}>
                    <td data-label="Product">{f.productName}</td>
                    <td data-label="Field">{fieldLabel[f.field]}</td>
                    <td data-label="Problem" title={f.message}>
                      {problemLabel[f.problem]}: {f.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </Panel>
  );
}
