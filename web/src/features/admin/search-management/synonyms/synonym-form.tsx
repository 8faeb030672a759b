import { useState, type FormEvent } from 'react';
import { synonymTypeLabels, synonymTypes, type SynonymBody, type SynonymType } from '../../../../../../shared/search/synonym';
import { Button } from '@/components/ui/button';
import { FormField } from '../../ui/form-field';
import { bodyOf, fieldLabels, type SynonymDraft } from './synonym-text';

/**
 * Add or edit one synonym: its type, then the words it joins. The API's per-field messages show under the boxes
 * (`errors`), so a refused synonym says what to change.
 */
export function SynonymForm(props: {
  initial: SynonymDraft;
  editing: string | null;
  pending: boolean;
  errors: Record<string, string>;
  onSubmit(body: SynonymBody): Promise<boolean>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const labels = fieldLabels[draft.type];
  const ready = draft.list.trim() !== '' && (labels.first === null || draft.first.trim() !== '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || props.pending) return;
    if (await props.onSubmit(bodyOf(draft))) setDraft({ ...draft, first: '', list: '' });
  };
  const firstError = props.errors.input ?? props.errors.word ?? props.errors.placeholder;
  const listError = props.errors.synonyms ?? props.errors.corrections ?? props.errors.replacements;
  return (
    <form className="synonym-form" onSubmit={(e) => void submit(e)} aria-label={props.editing ? `Edit synonym ${props.editing}` : 'Add a synonym'}>
      <FormField label="Synonym type" error={props.errors.type}>
        <select value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.currentTarget.value as SynonymType })}>
          {synonymTypes.map((t) => (
            <option key={t} value={t}>
              {synonymTypeLabels[t]}
            </option>
          ))}
        </select>
      </FormField>
      {labels.first !== null && (
        <FormField label={labels.first} error={firstError}>
          <input value={draft.first} onChange={(e) => setDraft({ ...draft, first: e.currentTarget.value })} maxLength={100} placeholder={draft.type === 'placeholder' ? '<number>' : 'e.g. ps5'} />
        </FormField>
      )}
      <FormField label={labels.list} hint={labels.hint} error={listError}>
        <input value={draft.list} onChange={(e) => setDraft({ ...draft, list: e.currentTarget.value })} maxLength={1000} placeholder={draft.type === 'synonym' ? 'e.g. dlc, expansion, add-on' : 'e.g. playstation'} />
      </FormField>
      <div className="synonym-form-actions">
        <Button type="submit" disabled={!ready || props.pending}>
          {props.pending ? 'Saving…' : props.editing ? 'Save Synonym' : 'Add Synonym'}
        </Button>
        {props.editing && (
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
