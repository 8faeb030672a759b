import { useEffect, useState } from 'react';
import { useApi } from '@/lib/use-api';
import { EmptyState, LoadError, PageHeader } from '../ui/page-parts';
import { notifyError } from '../ui/notify';
import { CreateVariantDialog } from './create-variant-dialog';
import { EditVariantDialog } from './edit-variant-dialog';
import { ManageKeysDialog } from './manage-keys-dialog';
import { StockHealthPanel } from './stock-health-panel';
import { VariantGroupPanel, type VariantDialog } from './variant-group-panel';
import './variants.css';

const pageSize = 20;

/** Variants & Keys (back-office §2; admin only, the guard shows employees the permission message). */
export function VariantsPage() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [dialog, setDialog] = useState<VariantDialog | null>(null);
  const cursor = cursors.at(-1);
  const { data, error, mutate, isLoading } = useApi('/api/admin/variant-groups', { query: { limit: pageSize, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) } });
  useEffect(() => {
    if (error) notifyError('Failed to fetch variants', error);
  }, [error]);
  useEffect(() => {
    // Searching as one types, once the words settle; a search of one letter waits for the second (the server needs two).
    const timer = setTimeout(() => {
      const next = search.trim();
      if (next.length === 1) return;
      setQ(next);
      setCursors([undefined]);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const changed = () => void mutate();
  const close = () => setDialog(null);

  return (
    <div className="variants-page">
      <PageHeader title="Variants & Keys" subtitle="Platform and region variants of each product and the keys in stock." />
      <StockHealthPanel />
      <div className="admin-toolbar">
        <label className="sr-only" htmlFor="variant-search">
          Search by product name
        </label>
        <input id="variant-search" type="search" placeholder="Search by product name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </div>
      {error && !data ? (
        <LoadError message="Failed to fetch variants" onRetry={changed} />
      ) : isLoading || !data ? (
        <p className="muted">Loading variants...</p>
      ) : data.items.length === 0 ? (
        <EmptyState title="No products found" hint={q ? 'Try another name.' : 'Products appear here once they have a variant.'} />
      ) : (
        <div className="variant-groups">
          {data.items.map((g) => (
            <VariantGroupPanel key={g.productId} group={g} open={Boolean(q) || data.items.length === 1} onOpenDialog={setDialog} />
          ))}
        </div>
      )}
      <div className="admin-pager">
        <button type="button" className="btn btn-secondary btn-small" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </button>
        <button type="button" className="btn btn-secondary btn-small" disabled={!data?.nextCursor} onClick={() => setCursors((c) => [...c, data?.nextCursor ?? undefined])}>
          Next
        </button>
      </div>
      {dialog?.kind === 'create' && <CreateVariantDialog open onClose={close} product={dialog.group} onCreated={changed} />}
      {dialog?.kind === 'edit' && <EditVariantDialog open onClose={close} product={dialog.group} variant={dialog.variant} onSaved={changed} />}
      {dialog?.kind === 'manage' && <ManageKeysDialog open onClose={close} product={dialog.group} variant={dialog.variant} onChanged={changed} />}
    </div>
  );
}
