import type { LanguageView } from '../../../../../shared/translations/language-views';

/** The languages product texts can be translated into (a search index each), as the editor and the bulk operations pick one. */
export function CatalogueLanguageSelect({ languages, value, onChange }: { languages: LanguageView[]; value: string; onChange(code: string): void }) {
  return (
    <label>
      Language{' '}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {languages
          .filter((l) => l.catalogue)
          .map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
      </select>
    </label>
  );
}
