import { useState, type FormEvent } from 'react';
import { productTypes } from '../../../../../shared/catalog/product';
import { maxExpectedTop } from '../../../../../shared/search-testing/search-test-case';
import { searchLanguages } from '../../../../../shared/search/index-names';
import { Button } from '@/components/ui/button';
import { FormField } from '../ui/form-field';

export interface NewSearchTest {
  query: string;
  expectedResults: number;
  language: (typeof searchLanguages)[number];
  filters: { platform?: string; productType?: (typeof productTypes)[number] };
  expectedTop: string[];
}

/**
 * Add Test (intelligence §4, §5): disabled while the trimmed query is empty, Enter adds it; 1 expected result and
 * English unless changed. Beyond the spec: a platform or type filter, and product slugs expected first.
 */
export function AddSearchTestForm({ onAdd, pending }: { onAdd(test: NewSearchTest): Promise<boolean>; pending: boolean }) {
  const [query, setQuery] = useState('');
  const [expected, setExpected] = useState('1');
  const [language, setLanguage] = useState<NewSearchTest['language']>('en');
  const [platform, setPlatform] = useState('');
  const [productType, setProductType] = useState('');
  const [top, setTop] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim() || pending) return;
    const added = await onAdd({
      query: query.trim(),
      expectedResults: Number.parseInt(expected, 10) || 0,
      language,
      filters: { ...(platform.trim() ? { platform: platform.trim().toLowerCase() } : {}), ...(productType ? { productType: productType as NewSearchTest['filters']['productType'] & string } : {}) },
      expectedTop: top.split(',').map((s) => s.trim()).filter(Boolean),
    });
    if (added) {
      setQuery('');
      setTop('');
    }
  };
  return (
    <form className="search-test-form" onSubmit={(e) => void submit(e)}>
      <FormField label="Search query" hint="Press Enter to add the test.">
        <input value={query} onChange={(e) => setQuery(e.currentTarget.value)} maxLength={512} placeholder="e.g. steam gift card" />
      </FormField>
      <FormField label="Expected results (at least)">
        <input type="number" min={0} max={1000} value={expected} onChange={(e) => setExpected(e.currentTarget.value)} />
      </FormField>
      <FormField label="Language">
        <select value={language} onChange={(e) => setLanguage(e.currentTarget.value as NewSearchTest['language'])}>
          {searchLanguages.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Platform code (optional)" hint="steam, xbox, playstation…">
        <input value={platform} onChange={(e) => setPlatform(e.currentTarget.value)} maxLength={64} />
      </FormField>
      <FormField label="Product type (optional)">
        <select value={productType} onChange={(e) => setProductType(e.currentTarget.value)}>
          <option value="">Any</option>
          {productTypes.map((t) => (
            <option key={t} value={t}>
              {t.replace('_', ' ')}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Expected first results (optional)" hint={`Up to ${maxExpectedTop} product slugs, comma-separated; each must rank within that many places.`}>
        <input value={top} onChange={(e) => setTop(e.currentTarget.value)} placeholder="steam-wallet-gift-card" />
      </FormField>
      <div className="search-test-form-actions">
        <Button type="submit" disabled={!query.trim() || pending}>
          {pending ? 'Adding…' : 'Add Test'}
        </Button>
      </div>
    </form>
  );
}
