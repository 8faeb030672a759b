import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Country } from '../../../../../shared/catalog/country';
import type { Language } from '../../../../../shared/catalog/language';
import { countryFields, languageFields } from '../../../../../shared/content/reference-input';

/**
 * Inline edit of a language or country row (§2): name, native name and the active flag change in place. The fields
 * are checked with the route's own schema before they are sent; the server checks them again.
 */
export function InlineReferenceEdit({
  kind,
  record,
  onSave,
  onCancel,
  pending,
}: {
  kind: 'languages' | 'countries';
  record: Language | Country;
  onSave(values: { name: string; nativeName?: string | undefined; isActive: boolean }): Promise<unknown>;
  onCancel(): void;
  pending: boolean;
}) {
  const isLanguage = kind === 'languages';
  const [name, setName] = useState(record.name);
  const [nativeName, setNativeName] = useState(('nativeName' in record ? record.nativeName : undefined) ?? '');
  const [isActive, setActive] = useState(record.isActive);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const parsed = isLanguage ? languageFields.safeParse({ name, nativeName, isActive }) : countryFields.safeParse({ name, isActive });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid input');
    setError(null);
    await onSave(parsed.data);
  };
  return (
    <div className="settings-inline">
      <input aria-label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      {isLanguage && <input aria-label="Native name" value={nativeName} onChange={(e) => setNativeName(e.currentTarget.value)} />}
      <label className="admin-switch">
        <input type="checkbox" role="switch" checked={isActive} onChange={(e) => setActive(e.currentTarget.checked)} />
        Active
      </label>
      <Button className="btn-small" onClick={() => void save()} disabled={pending}>
        {pending ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="ghost" className="btn-small" onClick={onCancel}>
        Cancel
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
