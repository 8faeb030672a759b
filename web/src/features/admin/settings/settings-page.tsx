import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import type { Platform } from '../../../../../shared/catalog/platform';
import type { Region } from '../../../../../shared/catalog/region';
import { AdminDialog } from '../ui/admin-dialog';
import { notifyError } from '../ui/notify';
import { LoadError, PageHeader, Panel } from '../ui/page-parts';
import { Tabs } from '../ui/tabs';
import { useStaffAction } from '../ui/use-staff-action';
import { createReference, kindWords, updateCountry, updateLanguage, updatePlatform, updateRegion, type ReferenceKind } from './reference-api';
import { CountryForm, LanguageForm, PlatformForm, RegionForm } from './reference-forms';
import { InlineTable, PlatformTable, RegionTable } from './settings-tables';
import './settings.css';

const tabs: { id: ReferenceKind; label: string }[] = [
  { id: 'languages', label: 'Languages' },
  { id: 'countries', label: 'Countries' },
  { id: 'regions', label: 'Regions' },
  { id: 'platforms', label: 'Platforms' },
];

const matches = (q: string, ...texts: (string | undefined)[]) => !q || texts.some((t) => t?.toLowerCase().includes(q));

/** System Configuration (back-office §2, admin only): languages, countries, regions and platforms. */
export function SettingsPage() {
  const [tab, setTab] = useState<ReferenceKind>('languages');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [region, setRegion] = useState<Region | null>(null);
  const [platform, setPlatform] = useState<Platform | null>(null);
  const config = useApi('/api/admin/configuration', undefined, { onError: (error) => notifyError(`Failed to load ${kindWords[tab].plural}`, error, { generic: true }) });
  const { mutate } = config;
  const words = kindWords[tab];
  const create = useStaffAction(
    (body: unknown) => (createReference[tab] as (b: unknown) => Promise<unknown>)(body),
    useMemo(() => ({ success: `${words.one} created successfully`, failure: `Failed to create ${words.one.toLowerCase()}`, generic: true }), [words]),
  );
  const update = useStaffAction(
    (fn: () => Promise<unknown>) => fn(),
    useMemo(() => ({ success: `${words.one} updated successfully`, failure: `Failed to update ${words.one.toLowerCase()}`, generic: true }), [words]),
  );
  const afterWrite = useCallback(
    async <R,>(result: R | undefined) => {
      if (result !== undefined) await mutate();
      return result;
    },
    [mutate],
  );
  const q = search.trim().toLowerCase();
  const data = config.data;
  const onEditRegion = useCallback((r: Region) => setRegion(r), []);
  const onEditPlatform = useCallback((p: Platform) => setPlatform(p), []);
  const saveInline = useCallback(
    (kind: 'languages' | 'countries') => (code: string, v: { name: string; nativeName?: string | undefined; isActive: boolean }) =>
      afterWrite(update.run(() => (kind === 'languages' ? updateLanguage(code, v) : updateCountry(code, { name: v.name, isActive: v.isActive })))),
    [afterWrite, update],
  );

  return (
    <>
      <PageHeader title="System Configuration" subtitle="Languages, countries, regions and platforms of the catalogue." actions={<Button onClick={() => setAdding(true)}>Add {words.one}</Button>} />
      <div className="admin-toolbar">
        <input type="search" aria-label="Search configuration" placeholder="Search by name or code" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </div>
      <Tabs<ReferenceKind> tabs={tabs} value={tab} onChange={setTab} label="Configuration">
        <Panel>
          {config.error ? (
            <LoadError message={`Failed to load ${words.plural}`} onRetry={() => void mutate()} />
          ) : !data ? (
            <p className="muted">Loading {words.plural}…</p>
          ) : tab === 'languages' ? (
            <InlineTable kind="languages" rows={data.languages.filter((l) => matches(q, l.name, l.code, l.nativeName))} onSave={saveInline('languages')} pending={update.pending} />
          ) : tab === 'countries' ? (
            <InlineTable kind="countries" rows={data.countries.filter((c) => matches(q, c.name, c.code))} onSave={saveInline('countries')} pending={update.pending} />
          ) : tab === 'regions' ? (
            <RegionTable rows={data.regions.filter((r) => matches(q, r.name, r.code, r.restrictions))} onEdit={onEditRegion} />
          ) : (
            <PlatformTable rows={data.platforms.filter((p) => matches(q, p.name, p.code))} onEdit={onEditPlatform} />
          )}
        </Panel>
      </Tabs>
      <AdminDialog open={adding} onClose={() => setAdding(false)} title={`Add ${words.one}`}>
        {(() => {
          const props = { pending: create.pending, onCancel: () => setAdding(false), onSubmit: async (body: unknown) => (await afterWrite(await create.run(body))) !== undefined && setAdding(false) };
          if (tab === 'languages') return <LanguageForm {...props} />;
          if (tab === 'countries') return <CountryForm {...props} />;
          if (tab === 'regions') return <RegionForm {...props} countries={data?.countries ?? []} />;
          return <PlatformForm {...props} />;
        })()}
      </AdminDialog>
      <AdminDialog open={region !== null} onClose={() => setRegion(null)} title="Edit Region">
        {region && (
          <RegionForm
            key={region.regionId}
            region={region}
            countries={data?.countries ?? []}
            pending={update.pending}
            onCancel={() => setRegion(null)}
            onSubmit={async ({ code: _code, ...fields }) => (await afterWrite(await update.run(() => updateRegion(region.regionId, fields)))) !== undefined && setRegion(null)}
          />
        )}
      </AdminDialog>
      <AdminDialog open={platform !== null} onClose={() => setPlatform(null)} title="Edit Platform">
        {platform && (
          <PlatformForm
            key={platform.platformId}
            platform={platform}
            pending={update.pending}
            onCancel={() => setPlatform(null)}
            onSubmit={async ({ code: _code, ...fields }) => (await afterWrite(await update.run(() => updatePlatform(platform.platformId, fields)))) !== undefined && setPlatform(null)}
          />
        )}
      </AdminDialog>
    </>
  );
}
