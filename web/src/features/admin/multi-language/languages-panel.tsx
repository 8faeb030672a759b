import { useState, type FormEvent } from 'react';
import type { LanguageView } from '../../../../../shared/translations/language-views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { FormField, SwitchField } from '../ui/form-field';
import { notifyError, notifySuccess } from '../ui/notify';
import { Panel } from '../ui/page-parts';

/** Where an active language stands for shoppers and for the editor. */
export function languageReach(l: LanguageView): string {
  if (l.isSource) return 'Source language';
  if (!l.isActive) return 'Inactive';
  if (!l.interfaceComplete) return 'Not offered: interface strings missing';
  return 'Offered on the storefront';
}

/** Languages (intelligence §2, §4, §5, §8): the add form (Add disabled until code and English name are filled) and the list with its switch. */
export function LanguagesPanel({ languages, onChanged }: { languages: LanguageView[]; onChanged(): void }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [nativeName, setNativeName] = useState('');
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAdding(true);
    try {
      const added = await apiSend('POST', '/api/admin/languages', { body: { code, name, ...(nativeName.trim() ? { nativeName } : {}) } });
      notifySuccess('Language Added', `${added.name} (${added.code}) is active.`);
      setCode('');
      setName('');
      setNativeName('');
      onChanged();
    } catch (error) {
      notifyError('Failed to add language', error, { generic: true });
    } finally {
      setAdding(false);
    }
  };
  const toggle = async (language: LanguageView, isActive: boolean) => {
    setSwitching(language.code);
    try {
      await apiSend('PATCH', '/api/admin/languages/{code}', { params: { code: language.code }, body: { isActive } });
      notifySuccess(`${language.name} ${isActive ? 'activated' : 'deactivated'}`, `The language has been ${isActive ? 'activated' : 'deactivated'}.`);
      onChanged();
    } catch (error) {
      notifyError('Failed to update language', error);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <Panel title="Add Language">
        <form className="language-form" onSubmit={(e) => void add(e)}>
          <FormField label="Code" hint="Two or three letters, e.g. fr or pt-br; saved in lower case.">
            <input value={code} onChange={(e) => setCode(e.currentTarget.value)} maxLength={12} autoComplete="off" />
          </FormField>
          <FormField label="English name">
            <input value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={60} autoComplete="off" />
          </FormField>
          <FormField label="Native name" hint="Optional.">
            <input value={nativeName} onChange={(e) => setNativeName(e.currentTarget.value)} maxLength={60} autoComplete="off" />
          </FormField>
          <Button type="submit" disabled={adding || !code.trim() || !name.trim()}>
            {adding ? 'Adding…' : 'Add Language'}
          </Button>
        </form>
      </Panel>
      <Panel title="Languages">
        <ul className="language-list" aria-label="Languages">
          {languages.map((l) => (
            <li key={l.code}>
              <div>
                <strong>{l.name}</strong> <span className="muted">{l.nativeName && l.nativeName !== l.name ? `${l.nativeName} · ` : ''}{l.code}</span>
                <p className="muted language-reach">{languageReach(l)}</p>
              </div>
              {l.isSource ? (
                <Badge variant="success">Always active</Badge>
              ) : (
                <SwitchField label={`${l.name} active`} checked={l.isActive} disabled={switching === l.code} onChange={(next) => void toggle(l, next)} />
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
