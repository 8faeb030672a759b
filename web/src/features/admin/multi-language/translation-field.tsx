import { useId, useState } from 'react';
import type { TranslationFieldView } from '../../../../../shared/translations/language-views';
import { translatedFields } from '../../../../../shared/translations/translation-checks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fieldLabel, stateLabel, stateVariant } from './translation-labels';

/**
 * One field of the editor: the English beside the translation, its state, what Validate would say, and a Save of
 * its own (save per field: a half-translated product is still worth keeping).
 */
export function TranslationField({ field, languageName, onSave }: { field: TranslationFieldView; languageName: string; onSave(text: string): Promise<boolean> }) {
  const id = useId();
  const [draft, setDraft] = useState(field.translated);
  const [saving, setSaving] = useState(false);
  const changed = draft.trim() !== field.translated;
  const long = field.field === 'description';
  const save = async () => {
    setSaving(true);
    if (await onSave(draft)) setDraft(draft.trim());
    setSaving(false);
  };
  const label = `${fieldLabel[field.field]} in ${languageName}`;
  return (
    <div className="translation-field">
      <div className="translation-source">
        <span className="translation-field-name">
          {fieldLabel[field.field]} {field.state && <Badge variant={stateVariant[field.state]}>{stateLabel[field.state]}</Badge>}
        </span>
        <p className={field.source ? '' : 'muted'} lang="en">
          {field.source || 'No English text'}
        </p>
      </div>
      <div className="translation-target">
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        {long ? (
          <textarea id={id} rows={4} value={draft} maxLength={translatedFields[field.field]} onChange={(e) => setDraft(e.currentTarget.value)} />
        ) : (
          <input id={id} value={draft} maxLength={translatedFields[field.field]} onChange={(e) => setDraft(e.currentTarget.value)} />
        )}
        {field.findings.length > 0 && (
          <ul className="translation-findings">
            {field.findings.map((f) => (
              <li key={f.problem}>{f.message}</li>
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={() => void save()} disabled={!changed || saving} aria-label={`Save ${label}`}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
