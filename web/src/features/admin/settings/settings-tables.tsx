import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Country } from '../../../../../shared/catalog/country';
import type { Language } from '../../../../../shared/catalog/language';
import type { Platform } from '../../../../../shared/catalog/platform';
import type { Region } from '../../../../../shared/catalog/region';
import { columnsFor, DataTable } from '../ui/data-table';
import { PlatformMark } from '../ui/platform-mark';
import { InlineReferenceEdit } from './inline-edit';

type InlineSave = (code: string, values: { name: string; nativeName?: string | undefined; isActive: boolean }) => Promise<unknown>;

const active = (on: boolean) => (on ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>);

/** Languages or countries, each row editable in place. */
export function InlineTable<T extends Language | Country>({ kind, rows, onSave, pending }: { kind: 'languages' | 'countries'; rows: T[]; onSave: InlineSave; pending: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const col = useMemo(() => columnsFor<T>(), []);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((r) => r.name, {
          id: 'name',
          header: 'Name',
          cell: ({ row: { original: r } }) =>
            editing === r.code ? (
              <InlineReferenceEdit kind={kind} record={r} pending={pending} onCancel={() => setEditing(null)} onSave={async (v) => (await onSave(r.code, v)) && setEditing(null)} />
            ) : (
              r.name
            ),
        }),
        col.accessor((r) => r.code, { id: 'code', header: 'Code', cell: (c) => <code>{c.getValue()}</code> }),
        ...(kind === 'languages' ? [col.accessor((r) => ('nativeName' in r ? (r.nativeName ?? '') : ''), { id: 'native', header: 'Native name', cell: (c) => c.getValue() || '—' })] : []),
        col.accessor((r) => r.isActive, { id: 'active', header: 'Status', cell: (c) => active(c.getValue()) }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row: { original: r } }) =>
            editing === r.code ? null : (
              <Button variant="ghost" className="btn-small" onClick={() => setEditing(r.code)} aria-label={`Edit ${r.name}`}>
                Edit
              </Button>
            ),
        }),
      ]),
    [col, editing, kind, onSave, pending],
  );
  return <DataTable columns={columns} data={rows} caption={kind === 'languages' ? 'Languages' : 'Countries'} getRowId={(r) => r.code} empty={`No ${kind} found`} />;
}

/** Regions with Global/Regional, restrictions and the first two excluded countries plus '+N' (§2). */
const regionCol = columnsFor<Region>();
const platformCol = columnsFor<Platform>();

export function RegionTable({ rows, onEdit }: { rows: Region[]; onEdit(region: Region): void }) {
  const col = regionCol;
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: 'Name' }),
        col.accessor('code', { header: 'Code', cell: (c) => <code>{c.getValue()}</code> }),
        col.accessor('isGlobal', { header: 'Type', cell: (c) => (c.getValue() ? <Badge variant="accent">Global</Badge> : <Badge variant="neutral">Regional</Badge>) }),
        col.accessor((r) => r.restrictions ?? '', { id: 'restrictions', header: 'Restrictions', cell: (c) => c.getValue() || '—' }),
        col.accessor((r) => r.excludedCountries.length, {
          id: 'excluded',
          header: 'Excluded countries',
          cell: ({ row: { original: r } }) =>
            r.excludedCountries.length === 0 ? (
              '—'
            ) : (
              <span className="settings-excluded">
                {r.excludedCountries.slice(0, 2).map((c) => (
                  <Badge key={c} variant="danger">
                    {c}
                  </Badge>
                ))}
                {r.excludedCountries.length > 2 && <Badge variant="neutral">+{r.excludedCountries.length - 2}</Badge>}
              </span>
            ),
        }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row: { original: r } }) => (
            <Button variant="ghost" className="btn-small" onClick={() => onEdit(r)} aria-label={`Edit ${r.name}`}>
              Edit
            </Button>
          ),
        }),
      ]),
    [col, onEdit],
  );
  return <DataTable columns={columns} data={rows} caption="Regions" getRowId={(r) => r.regionId} empty="No regions found" />;
}

export function PlatformTable({ rows, onEdit }: { rows: Platform[]; onEdit(platform: Platform): void }) {
  const col = platformCol;
  const columns = useMemo(
    () =>
      col.columns([
        col.display({ id: 'icon', header: 'Icon', cell: ({ row: { original: p } }) => <PlatformMark code={p.code} name={p.name} iconUrl={p.iconUrl} /> }),
        col.accessor('name', { header: 'Name' }),
        col.accessor('code', { header: 'Code', cell: (c) => <code>{c.getValue()}</code> }),
        col.accessor((p) => p.defaultInstructions ?? '', { id: 'instructions', header: 'Default instructions', cell: (c) => <span className="settings-clip">{c.getValue() || '—'}</span> }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row: { original: p } }) => (
            <Button variant="ghost" className="btn-small" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
              Edit
            </Button>
          ),
        }),
      ]),
    [col, onEdit],
  );
  return <DataTable columns={columns} data={rows} caption="Platforms" getRowId={(p) => p.platformId} empty="No platforms found" />;
}
