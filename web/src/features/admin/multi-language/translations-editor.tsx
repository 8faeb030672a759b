import { useState } from 'react';
import type { LanguageView, TranslationRow } from '../../../../../shared/translations/language-views';
import type { TranslatedField } from '../../../../../shared/translations/translation-checks';
import { Button } from '@/components/ui/button';
import { CatalogueLanguageSelect } from './catalogue-language-select';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { notifyError, notifySuccess } from '../ui/notify';
import { EmptyState, LoadError, Panel } from '../ui/page-parts';
import { fieldLabel } from './translation-labels';
import { TranslationField } from './translation-field';

type Filter = 'all' | 'missing' | 'outdated';

/**
 * The Translations editor (issue 18): a language's product texts beside the English, filtered to missing or outdated
 * fields or to a product name, saved field by field; search follows each save.
 */
export function TranslationsEditor({ languages, onSaved }: { languages: LanguageView[]; onSaved(): void }) {
  const editable = languages.filter((l) => l.catalogue);
  const [language, setLanguage] = useState(editable[0]?.code ?? 'es');
  const [state, setState] = useState<Filter>('missing');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const page = useApi('/api/admin/translations', { query: { language, state, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}), limit: 10 } }, { revalidateOnFocus: false });
  const languageName = languages.find((l) => l.code === language)?.name ?? language;
  const restart = () => setCursors([undefined]);

  const save = async (row: TranslationRow, field: TranslatedField, text: string): Promise<boolean> => {
    try {
      const saved = await apiSend('PUT', '/api/admin/translations/{productId}/{language}', { params: { productId: row.productId, language }, body: { field, text, version: row.version } });
      await page.mutate((data) => data && { ...data, items: data.items.map((r) => (r.productId === row.productId ? saved.row : r)) }, { revalidate: false });
      notifySuccess('Translation saved', `${fieldLabel[field]} of ${row.name} in ${languageName}.`);
      onSaved();
      return true;
    } catch (error) {
      notifyError('Failed to save translation', error);
      return false;
    }
  };

  if (editable.length === 0) return <EmptyState title="No language can be translated yet" hint="Product texts need a language with a search index of its own." />;
  return (
    <Panel title="Translations">
      <form
        className="translation-controls"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(search.trim());
          restart();
        }}
      >
        <CatalogueLanguageSelect languages={languages} value={language} onChange={(code) => (setLanguage(code), restart())} />
        <label>
          Show{' '}
          <select value={state} onChange={(e) => (setState(e.currentTarget.value as Filter), restart())}>
            <option value="missing">Missing</option>
            <option value="outdated">Outdated</option>
            <option value="all">All products</option>
          </select>
        </label>
        <label>
          Product{' '}
          <input type="search" value={search} placeholder="Name (3+ letters)" onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {page.error ? (
        <LoadError message={page.error.problem?.detail ?? 'Failed to load translations'} onRetry={() => void page.mutate()} />
      ) : !page.data ? (
        <p className="muted">Loading…</p>
      ) : page.data.items.length === 0 ? (
        <EmptyState title={state === 'all' ? 'No products found' : `No ${state} translations here`} hint={page.data.cursor ? 'Later products may still have some: go on to the next page.' : undefined} />
      ) : (
        <ol className="translation-rows">
          {page.data.items.map((row) => (
            <li key={`${language}:${row.productId}`} className="translation-row">
              <h3>{row.name}</h3>
              {row.fields.map((f) => (
                <TranslationField key={f.field} field={f} languageName={languageName} onSave={(text) => save(row, f.field, text)} />
              ))}
            </li>
          ))}
        </ol>
      )}
      <div className="translation-paging">
        <Button variant="ghost" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </Button>
        <Button variant="ghost" disabled={!page.data?.cursor} onClick={() => page.data?.cursor && setCursors((c) => [...c, page.data!.cursor!])}>
          Next
        </Button>
      </div>
    </Panel>
  );
}
