import { useState } from 'react';
import type { MultiLanguageOverview } from '../../../../../shared/translations/language-views';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { Tabs } from '../ui/tabs';
import { BulkOperations } from './bulk-operations';
import { LanguagesPanel, languageReach } from './languages-panel';
import { coverageText, fieldLabel } from './translation-labels';
import { TranslationsEditor } from './translations-editor';
import './multi-language.css';

type Tab = 'overview' | 'languages' | 'translations' | 'bulk';
const tabs: { id: Tab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'languages', label: 'Languages' },
  { id: 'translations', label: 'Translations' },
  { id: 'bulk', label: 'Bulk Operations' },
];

function Overview({ data }: { data: MultiLanguageOverview }) {
  const active = data.languages.filter((l) => l.isActive && !l.isSource);
  return (
    <>
      <Panel title="Coverage">
        <p className="muted">Products with a translated name and description, of {data.products.toLocaleString('en-US')}.</p>
        <ul className="coverage-list" aria-label="Coverage per active language">
          {active.map((l) => {
            const share = l.translatedProducts !== null && data.products > 0 ? l.translatedProducts / data.products : 0;
            return (
              <li key={l.code}>
                <span>
                  <strong>{l.name}</strong> <span className="muted">{languageReach(l)}</span>
                </span>
                <span className="coverage-bar" aria-hidden="true">
                  <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
                </span>
                <span>{l.translatedProducts === null ? 'No catalogue texts yet' : coverageText(l.translatedProducts, data.products)}</span>
              </li>
            );
          })}
        </ul>
      </Panel>
      <Panel title="Recent translation activity">
        {data.activity.length === 0 ? (
          <p className="muted">No translations saved yet.</p>
        ) : (
          <ul className="translation-activity">
            {data.activity.map((a) => (
              <li key={`${a.at}:${a.productId}:${a.field}`}>
                <span>
                  {a.action === 'imported' || a.action === 'translated' ? `${a.action === 'imported' ? 'Imported' : 'Machine-translated'} ${a.fields} ${a.fields === 1 ? 'text' : 'texts'}` : `${a.action === 'cleared' ? 'Cleared' : 'Translated'} ${fieldLabel[a.field].toLowerCase()}`} of <strong>{a.productName}</strong> ({a.language})
                </span>
                <time dateTime={a.at} title={exactTime(a.at)} className="muted">
                  {relativeTime(a.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

/** Multi-Language Management (intelligence §2, §4, §5, §8; issue 18). */
export function MultiLanguagePage() {
  const overview = useApi('/api/admin/languages', {}, { onError: (error: unknown) => console.warn('translation stats failed to load', error) });
  const [tab, setTab] = useState<Tab>('overview');
  const data = overview.data;
  const active = data?.languages.filter((l) => l.isActive) ?? [];
  const offered = active.filter((l) => l.interfaceComplete);
  return (
    <div className="multi-language-page">
      <PageHeader
        title="Multi-Language Management"
        subtitle="Languages, how much of the catalogue each one covers, and the translations themselves."
        actions={
          <>
            <Button variant="secondary" onClick={() => setTab('bulk')} disabled={!data} title="Export for Translation, on Bulk Operations">
              Export
            </Button>
            <Button variant="ghost" onClick={() => void overview.mutate()} disabled={overview.isValidating}>
              {overview.isValidating ? 'Refreshing...' : 'Refresh'}
            </Button>
          </>
        }
      />
      <StatGrid>
        <StatCard label="Active Languages" value={data ? active.length : '—'} hint={data ? `${data.languages.length} in all` : undefined} />
        <StatCard label="Offered to Shoppers" value={data ? offered.length : '—'} hint="Active, with every interface string" />
        <StatCard label="Products" value={data ? data.products.toLocaleString('en-US') : '—'} />
        <StatCard label="Auto-translate" value={data ? (data.autoTranslate.available ? 'Available' : 'Not configured') : '—'} />
      </StatGrid>
      {overview.error && !data ? (
        <LoadError message="Failed to load the languages" onRetry={() => void overview.mutate()} />
      ) : !data ? (
        <p className="muted">Loading…</p>
      ) : (
        <Tabs<Tab> tabs={tabs} value={tab} onChange={setTab} label="Multi-language management">
          {tab === 'overview' ? (
            <Overview data={data} />
          ) : tab === 'languages' ? (
            <LanguagesPanel languages={data.languages} onChanged={() => void overview.mutate()} />
          ) : tab === 'translations' ? (
            <TranslationsEditor languages={data.languages} onSaved={() => void overview.mutate()} />
          ) : (
            <BulkOperations languages={data.languages} autoTranslate={data.autoTranslate} onImported={() => void overview.mutate()} />
          )}
        </Tabs>
      )}
    </div>
  );
}
