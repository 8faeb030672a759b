import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminProductDetail, AdminProductRow } from '../../../../../shared/catalog/admin-product-views';
import { productTypes, type ProductType } from '../../../../../shared/catalog/product';
import { apiGet } from '@/lib/api-client';
import { useRole } from '@/lib/auth/use-role';
import { useApi } from '@/lib/use-api';
import { DataTable } from '../ui/data-table';
import { notifyError } from '../ui/notify';
import { EmptyState, LoadError, PageHeader } from '../ui/page-parts';
import { productColumns } from './product-columns';
import { ProductFormDialog } from './product-form-dialog';
import { productTypeLabels } from './product-labels';
import { ProductViewDialog, type VariantActionSlots } from './product-view-dialog';
import './products.css';

const pageSize = 25;

/**
 * The Products screen (back-office §2): search, type filter and the product table, with the View, Create Product and
 * Edit Product dialogs. Employees view only (§6); the server refuses their writes anyway. `variantSlots` is where the
 * inventory screens plug Add Variant, Edit Variant and Manage Keys into the View dialog.
 */
export function ProductsPage({ variantSlots }: { variantSlots?: VariantActionSlots }) {
  const { role } = useRole();
  const isAdmin = role === 'admin';
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState<ProductType | ''>('');
  // Pages belong to one search and filter: a new one starts again at page 1.
  const [paging, setPaging] = useState<{ filter: string; cursors: (string | undefined)[] }>({ filter: '|', cursors: [undefined] });
  const [viewing, setViewing] = useState<string | null>(null);
  const [form, setForm] = useState<{ open: boolean; editing: AdminProductDetail | null }>({ open: false, editing: null });

  // Searching starts at two characters (the lookup index's shortest term) and waits for typing to pause.
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim().length >= 2 ? search.trim() : ''), 300);
    return () => clearTimeout(t);
  }, [search]);
  const filter = `${q}|${type}`;
  const cursors = paging.filter === filter ? paging.cursors : [undefined];
  const setCursors = (next: (string | undefined)[]) => setPaging({ filter, cursors: next });
  const cursor = cursors.at(-1);
  const { data, error, mutate, isLoading } = useApi('/api/admin/products', {
    query: { limit: pageSize, ...(q ? { q } : {}), ...(type ? { type } : {}), ...(cursor ? { cursor } : {}) },
  });
  const openEdit = useCallback(async (productId: string) => {
    try {
      setForm({ open: true, editing: await apiGet('/api/admin/products/{productId}', { params: { productId } }) });
    } catch (e) {
      notifyError('Failed to fetch products', e);
    }
  }, []);
  const columns = useMemo(
    () =>
      productColumns((row: AdminProductRow) => (
        <span className="admin-row-actions">
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setViewing(row.productId)}>
            View<span className="sr-only"> {row.name}</span>
          </button>
          {isAdmin && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void openEdit(row.productId)}>
              Edit<span className="sr-only"> {row.name}</span>
            </button>
          )}
        </span>
      )),
    [isAdmin, openEdit],
  );

  return (
    <section className="admin-products">
      <PageHeader
        title="Products"
        subtitle="Every product in the catalogue, active or not."
        actions={
          isAdmin && (
            <button type="button" className="btn btn-primary" onClick={() => setForm({ open: true, editing: null })}>
              Create Product
            </button>
          )
        }
      />
      <div className="admin-toolbar" role="search">
        <label className="field">
          <span>Search products</span>
          <input type="search" value={search} placeholder="Name, developer, publisher, keyword…" onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <label className="field">
          <span>Type</span>
          <select value={type} onChange={(e) => setType(e.currentTarget.value as ProductType | '')}>
            <option value="">All types</option>
            {productTypes.map((t) => (
              <option key={t} value={t}>
                {productTypeLabels[t]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <LoadError message="Failed to fetch products" onRetry={() => void mutate()} />
      ) : (
        <>
          <DataTable
            caption="Products"
            columns={columns}
            data={data?.items ?? []}
            getRowId={(r) => r.productId}
            empty={isLoading ? 'Loading…' : <EmptyState title="No products found." hint={q || type ? 'Try adjusting your search or filters.' : undefined} />}
          />
          <nav className="admin-pager" aria-label="Pages">
            <button type="button" className="btn btn-ghost btn-small" disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
              Previous
            </button>
            <span className="muted">Page {cursors.length}</span>
            <button type="button" className="btn btn-ghost btn-small" disabled={!data?.nextCursor} onClick={() => setCursors([...cursors, data?.nextCursor ?? undefined])}>
              Next
            </button>
          </nav>
        </>
      )}
      <ProductViewDialog productId={viewing} onClose={() => setViewing(null)} {...(variantSlots ? { slots: variantSlots } : {})} />
      {isAdmin && (
        <ProductFormDialog
          open={form.open}
          editing={form.editing}
          onClose={() => setForm({ open: false, editing: null })}
          onSaved={() => {
            setForm({ open: false, editing: null });
            void mutate();
          }}
        />
      )}
    </section>
  );
}
