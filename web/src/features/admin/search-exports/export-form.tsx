import { useState } from 'react';
import { exportCurrencies, exportFormats, exportLanguageChips, exportLanguages, exportTypeLabel, exportTypes, type ExportType } from '../../../../../shared/search-exports/export-job';
import { Button } from '@/components/ui/button';
import type { ExportChoice } from './use-start-export';

const languageNames: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };
const offered = new Set<string>(exportLanguages);

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * Export Management's options (intelligence §2): the type, the language and currency chips, an optional filter and the
 * file's format. Languages without a search index are shown, as the spec lists them, but cannot be chosen.
 */
export function ExportForm({ choice, onChange, onStart, busy }: { choice: ExportChoice; onChange(next: ExportChoice): void; onStart(type: ExportType): void; busy: boolean }) {
  const [type, setType] = useState<ExportType>('full');
  return (
    <form
      className="exports-form"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(type);
      }}
    >
      <fieldset>
        <legend>Export type</legend>
        <div className="exports-choices" role="radiogroup" aria-label="Export type">
          {exportTypes.map((t) => (
            <button key={t} type="button" role="radio" aria-checked={type === t} aria-pressed={type === t} className="exports-chip" onClick={() => setType(t)}>
              {exportTypeLabel[t]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Languages</legend>
        <div className="exports-choices">
          {exportLanguageChips.map((code) => (
            <button
              key={code}
              type="button"
              className="exports-chip"
              aria-pressed={choice.languages.includes(code as never)}
              disabled={!offered.has(code)}
              title={offered.has(code) ? languageNames[code] : `${languageNames[code]} has no search index yet`}
              onClick={() => onChange({ ...choice, languages: toggle(choice.languages, code as (typeof exportLanguages)[number]) })}
            >
              {code}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Currencies</legend>
        <div className="exports-choices">
          {exportCurrencies.map((code) => (
            <button key={code} type="button" className="exports-chip" aria-pressed={choice.currencies.includes(code)} onClick={() => onChange({ ...choice, currencies: toggle(choice.currencies, code) })}>
              {code}
            </button>
          ))}
        </div>
      </fieldset>
      <label>
        Filter (optional)
        <input type="text" value={choice.filter} maxLength={300} placeholder="platform:steam AND product_type:gift_card AND price < 50" onChange={(e) => onChange({ ...choice, filter: e.target.value })} />
      </label>
      <fieldset>
        <legend>Format</legend>
        <div className="exports-choices">
          {exportFormats.map((f) => (
            <button key={f} type="button" className="exports-chip" aria-pressed={choice.format === f} onClick={() => onChange({ ...choice, format: f })}>
              {f.toUpperCase()}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="exports-actions">
        <Button type="submit" disabled={busy || choice.languages.length === 0 || choice.currencies.length === 0}>
          {busy ? 'Starting...' : 'Start Export'}
        </Button>
      </div>
    </form>
  );
}
