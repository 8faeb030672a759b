import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages';

// The dropdown, the search client and its rules are a chunk of their own, fetched on the box's first focus or input,
// so the initial JS of every page carries only this box.
const SearchDropdown = lazy(() => import('@/features/search/components/search-dropdown').then((m) => ({ default: m.SearchDropdown })));

/**
 * The header search box (desktop bar and the mobile panel). The server renders the plain form, which also works before
 * hydration (GET /search?q=); Enter with text goes to the results page and blank Enter does nothing.
 */
export function SearchSlot({ id }: { id: string }) {
  const t = useMessages(shellMessages);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!query.trim()) event.preventDefault();
  };

  return (
    <Form role="search" action={paths.search} className="header-search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={false}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setWanted(true);
        }}
        onFocus={() => setWanted(true)}
      />
      <Button type="submit">{t('searchSubmit')}</Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDropdown inputRef={inputRef} listId={listId} query={query} onQueryChange={setQuery} />
        </Suspense>
      )}
    </Form>
  );
}
