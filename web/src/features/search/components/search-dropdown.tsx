import { useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { reportSearchClick } from '../api/search-click';
import { useSearch } from '../hooks/use-search';
import { searchMessages } from '../messages';
import { dropdownOptions, moveActive, type DropdownOption } from '../utils/dropdown-options';
import { productHref } from '../utils/product-href';
import { blurCloseMs, headerDebounceMs } from '../utils/search-constants';
import { buildFilters } from '../../../../../shared/search/search-filters';
import { readHistory, rememberSearch } from '../utils/search-history';
import { DropdownOptionContent } from './dropdown-option-content';
import '../search.css';

export interface SearchDropdownProps {
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  query: string;
  onQueryChange(query: string): void;
}

const inStockOnly = buildFilters();

/**
 * The header box's dropdown and keyboard handling, loaded on the box's first focus or input. It opens on input or
 * focus and closes on Escape, 150 ms after blur, or on selecting an entry; the arrow keys move through the entries.
 */
export function SearchDropdown({ inputRef, listId, query, onQueryChange }: SearchDropdownProps) {
  const t = useMessages(searchMessages);
  const navigate = useNavigate();
  const { language } = usePreferences();
  // Mounted because the box was focused or typed in; if it lost focus while this chunk loaded, it closes below.
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState(readHistory);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { state, suggestions } = useSearch({ kind: 'dropdown', query, debounceMs: headerDebounceMs, filters: inStockOnly });
  const options = useMemo(() => dropdownOptions(query, state.answer?.hits ?? [], suggestions, history), [query, state.answer, suggestions, history]);
  const activeOption = options[active];
  const optionId = (option: DropdownOption) => `${listId}-${option.id}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const remember = (text: string) => setHistory(rememberSearch(text));

  const select = (option: DropdownOption) => {
    close();
    if (option.kind === 'result') {
      remember(query);
      const position = options.filter((o) => o.kind === 'result').indexOf(option) + 1;
      reportSearchClick({ query, objectId: option.hit.objectID, position, language, source: 'dropdown' });
      void navigate(productHref(option.hit));
      return;
    }
    const term = option.kind === 'suggestion' ? option.suggestion.name : option.term;
    onQueryChange(term);
    remember(term);
    void navigate(getHref('search', { q: term }));
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Also keeps Chrome from clearing a type=search box on Escape.
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(active, options.length, event.key));
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      select(activeOption);
    }
  });
  const onFocus = useEffectEvent(() => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  });
  const onInput = useEffectEvent(() => {
    setOpen(true);
    setActive(-1);
  });
  const onBlur = useEffectEvent(() => {
    closeTimer.current = setTimeout(close, blurCloseMs);
  });
  const onSubmit = useEffectEvent(() => {
    if (!query.trim()) return;
    remember(query.trim());
    close();
  });

  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    if (!input) return;
    const listeners = [
      ['keydown', (e: Event) => onKeyDown(e as KeyboardEvent)],
      ['focus', () => onFocus()],
      ['input', () => onInput()],
      ['blur', () => onBlur()],
    ] as const;
    for (const [type, fn] of listeners) input.addEventListener(type, fn);
    if (document.activeElement !== input) onBlur();
    const submit = () => onSubmit();
    form?.addEventListener('submit', submit);
    return () => {
      for (const [type, fn] of listeners) input.removeEventListener(type, fn);
      form?.removeEventListener('submit', submit);
      clearTimeout(closeTimer.current);
    };
  }, [inputRef]);

  // The input belongs to the server-rendered header, so its combobox state is set here rather than re-rendered.
  const activeId = open && activeOption ? optionId(activeOption) : null;
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-expanded', String(open));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [inputRef, open, activeId]);

  if (!open) return null;
  const text = query.trim();
  const answer = state.answer;
  const groups: { label: string; kinds: DropdownOption['kind'][] }[] = text
    ? [
        { label: t('results'), kinds: ['result'] },
        { label: t('suggestions'), kinds: ['suggestion'] },
      ]
    : [
        { label: t('recent'), kinds: ['recent'] },
        { label: t('trending'), kinds: ['trending'] },
      ];

  return (
    <div className="search-dropdown" data-testid="search-dropdown">
      {text && state.status === 'loading' && <p className="search-dropdown-status">{t('searching')}</p>}
      {text && state.status === 'error' && (
        <p className="search-dropdown-status search-error" role="alert">
          {t('searchFailed')}
        </p>
      )}
      {text && answer?.nbHits === 0 && (
        <div className="search-dropdown-status" role="status">
          <p className="search-empty-title">{t('noResultsFor', { query: state.query })}</p>
          <p className="muted">{t('noResultsHint')}</p>
        </div>
      )}
      <div role="listbox" id={listId} aria-label={t('dropdownLabel')} className="search-listbox">
        {groups.map(({ label, kinds }) => {
          const entries = options.map((option, index) => ({ option, index })).filter(({ option }) => kinds.includes(option.kind));
          if (entries.length === 0) return null;
          return (
            <div role="group" aria-label={label} key={label} className="search-group">
              <p className="search-group-label" aria-hidden="true">
                {label}
              </p>
              {entries.map(({ option, index }) => (
                <div
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  aria-selected={index === active}
                  data-kind={option.kind}
                  className={cn('search-option', index === active && 'is-active')}
                  // Keeps the focus in the box, so its blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => select(option)}
                >
                  <DropdownOptionContent option={option} query={state.query} />
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
