import { useId, useState } from 'react';
import { keywordSuggestionLimit } from '../../../../../shared/catalog/keyword-suggestions';
import { normalizeKeywords, type ProductCategory } from '../../../../../shared/catalog/product-draft';
import type { ProductType } from '../../../../../shared/catalog/product';
import { useApi } from '@/lib/use-api';

export interface KeywordChipsProps {
  value: string[];
  onChange(next: string[]): void;
  /** What the server derives suggestions from. */
  context: { name: string; productType: ProductType; category: ProductCategory; productId?: string | undefined };
  error?: string | undefined;
}

/** Search keywords as chips (back-office §5): Enter or + adds (trimmed, lowercased, no duplicates); the first 8 suggestions show. */
export function KeywordChips({ value, onChange, context, error }: KeywordChipsProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (words: string[]) => onChange(normalizeKeywords([...value, ...words]));
  const name = context.name.trim();
  const { data } = useApi(name.length >= 2 ? '/api/admin/product-keyword-suggestions' : null, {
    query: { name, productType: context.productType, category: context.category, ...(context.productId ? { productId: context.productId } : {}), exclude: value.join(',') },
  });
  const suggestions = (data?.suggestions ?? []).filter((s) => !value.includes(s)).slice(0, keywordSuggestionLimit);
  const submit = () => {
    if (!draft.trim()) return;
    add([draft]);
    setDraft('');
  };
  return (
    <div className="field admin-field admin-keywords">
      <label htmlFor={id}>Search keywords</label>
      <div className="admin-inline">
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="btn btn-secondary btn-small" onClick={submit} aria-label="Add keyword">
          +
        </button>
      </div>
      {value.length > 0 && (
        <ul className="admin-chips" aria-label="Keywords">
          {value.map((k) => (
            <li key={k}>
              {k}
              <button type="button" className="admin-chip-remove" aria-label={`Remove ${k}`} onClick={() => onChange(value.filter((v) => v !== k))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <div className="admin-suggestions">
          <span className="muted">Suggested:</span>
          {suggestions.map((s) => (
            <button key={s} type="button" className="btn btn-ghost btn-small" onClick={() => add([s])}>
              + {s}
            </button>
          ))}
        </div>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
