import { useState, type FormEvent } from 'react';
import { searchSettingsSchema, typoToleranceChoices, typoToleranceLabel, type SearchSettings } from '../../../../../shared/search-admin/search-settings';
import { Button } from '@/components/ui/button';
import { FormField } from '../ui/form-field';

/**
 * The Settings tab: search timeout, results per page, typo tolerance and search analytics, checked with the route's
 * own schema before they are sent; Save Configuration stores them and pushes them to the index. Keyed by the saved
 * settings where it is used, so a save or a reload starts the draft again from what is stored.
 */
export function SearchSettingsForm({ settings, onSave, pending }: { settings: SearchSettings; onSave(next: SearchSettings): Promise<void>; pending: boolean }) {
  const [draft, setDraft] = useState({ timeout: String(settings.searchTimeoutMs), perPage: String(settings.maxResultsPerPage), typo: settings.typoTolerance, analytics: settings.analyticsEnabled });
  const parsed = searchSettingsSchema.safeParse({ searchTimeoutMs: Number(draft.timeout), maxResultsPerPage: Number(draft.perPage), typoTolerance: draft.typo, analyticsEnabled: draft.analytics });
  const errorOf = (field: keyof SearchSettings) => (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success && !pending) await onSave(parsed.data);
  };
  return (
    <form className="search-settings-form" onSubmit={(e) => void submit(e)}>
      <FormField label="Search timeout (ms)" hint="How long the storefront waits for the search service." error={errorOf('searchTimeoutMs')}>
        <input type="number" inputMode="numeric" min={500} max={30000} step={100} value={draft.timeout} onChange={(e) => setDraft({ ...draft, timeout: e.currentTarget.value })} />
      </FormField>
      <FormField label="Max results per page" hint="The index's default page size; the storefront asks for at most this many." error={errorOf('maxResultsPerPage')}>
        <input type="number" inputMode="numeric" min={1} max={100} value={draft.perPage} onChange={(e) => setDraft({ ...draft, perPage: e.currentTarget.value })} />
      </FormField>
      <FormField label="Typo tolerance" hint="Strict keeps only the matches with the fewest typos.">
        <select value={draft.typo} onChange={(e) => setDraft({ ...draft, typo: e.currentTarget.value as SearchSettings['typoTolerance'] })}>
          {typoToleranceChoices.map((c) => (
            <option key={c} value={c}>
              {typoToleranceLabel[c]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Search analytics" hint="Off: the storefront logs no searches and sends none to analytics.">
        <select value={draft.analytics ? 'enabled' : 'disabled'} onChange={(e) => setDraft({ ...draft, analytics: e.currentTarget.value === 'enabled' })}>
          <option value="enabled">Enabled</option>
          <option value="disabled">Disabled</option>
        </select>
      </FormField>
      <div className="search-settings-actions">
        <Button type="submit" disabled={!parsed.success || pending}>
          {pending ? 'Saving…' : 'Save Configuration'}
        </Button>
      </div>
    </form>
  );
}
