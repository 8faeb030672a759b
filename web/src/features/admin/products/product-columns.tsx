import type { AdminProductRow } from '../../../../../shared/catalog/admin-product-views';
import { categoryLabels, type ProductCategory } from '../../../../../shared/catalog/product-draft';
import { Badge } from '@/components/ui/badge';
import { columnsFor } from '../ui/data-table';
import { relativeTime } from '../ui/relative-time';
import { productTypeLabels } from './product-labels';

const col = columnsFor<AdminProductRow>();

/** The product table's columns; `actions` renders the row's buttons (View, and Edit for admins). */
export function productColumns(actions: (row: AdminProductRow) => React.ReactNode) {
  return col.columns([
    col.accessor('name', {
      header: 'Product',
      cell: ({ row }) => (
        <div className="admin-product-cell">
          {row.original.imageUrl ? <img src={row.original.imageUrl} alt="" width={48} height={36} loading="lazy" /> : <span className="admin-product-noimg" aria-hidden="true" />}
          <span>{row.original.name}</span>
        </div>
      ),
    }),
    col.accessor('productType', { header: 'Type', cell: ({ getValue }) => productTypeLabels[getValue()] }),
    col.accessor('category', { header: 'Category', cell: ({ getValue }) => categoryLabels[getValue() as ProductCategory] ?? getValue() }),
    col.accessor('variantCount', { header: 'Variants' }),
    col.accessor('isActive', {
      header: 'Status',
      cell: ({ row }) => (
        <span className="admin-badges">
          <Badge variant={row.original.isActive ? 'success' : 'neutral'}>{row.original.isActive ? 'Active' : 'Inactive'}</Badge>
          {row.original.isPreorder && <Badge variant="accent">Pre-order</Badge>}
        </span>
      ),
    }),
    col.accessor('createdAt', { header: 'Created', sortFn: 'datetime', cell: ({ getValue }) => <time dateTime={getValue()}>{relativeTime(getValue())}</time> }),
    col.display({ id: 'actions', header: () => <span className="sr-only">Actions</span>, cell: ({ row }) => actions(row.original) }),
  ]);
}
