import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  createColumnHelper,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The features every admin table has: column sorting on the rows it holds. Module scope, as TanStack asks. */
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
});
export type AdminColumn<T extends RowData> = ColumnDef<typeof adminTableFeatures, T, unknown>;

/** Typed column builders for a row type: `const col = columnsFor<Order>(); const columns = col.columns([col.accessor('total', {...})])`. */
export const columnsFor = <T extends RowData>() => createColumnHelper<typeof adminTableFeatures, T>();

export interface DataTableProps<T extends RowData> {
  /** Keep at module scope or memoised: a new array each render rebuilds the row models. */
  columns: AdminColumn<T>[];
  data: T[];
  /** What the table lists, for screen readers. */
  caption: string;
  getRowId?: (row: T) => string;
  empty?: ReactNode;
  initialSorting?: SortingState;
  className?: string;
}

const ariaSort = (dir: false | 'asc' | 'desc') => (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none');

/**
 * What a cell is called on a phone, where each row is a card of labelled lines (admin-ui.css): its column's header when
 * that is words. The row's actions (column id `actions`) and columns headed by markup go unlabelled, across the card.
 */
const cardLabel = (column: { id: string; columnDef: { header?: unknown } }): string | undefined =>
  column.id !== 'actions' && typeof column.columnDef.header === 'string' ? column.columnDef.header : undefined;

/**
 * A sortable admin table (TanStack Table). Sortable headers are buttons, so the keyboard sorts with Enter or Space and
 * `aria-sort` tells screen readers the order. Sorting is over the rows on screen; lists that page on the server say so.
 * Below 768 px each row is a card, so a row's actions are never past the screen's edge (docs/architecture.md, "Tables on phones").
 */
export function DataTable<T extends RowData>({ columns, data, caption, getRowId, empty, initialSorting = [], className }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    state: { sorting },
    onSortingChange: setSorting,
    ...(getRowId ? { getRowId: (row: T) => getRowId(row) } : {}),
  });
  const rows = table.getRowModel().rows;
  return (
    <div className={cn('admin-table-wrap', className)}>
      <table className="admin-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort();
                const dir = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={sortable ? ariaSort(dir) : undefined}>
                    {header.isPlaceholder ? null : sortable ? (
                      <button type="button" className="admin-sort" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className="admin-sort-mark">{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="admin-table-empty">
                {empty ?? 'Nothing to show.'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-label={cardLabel(cell.column)} className={cell.column.id === 'actions' ? 'admin-cell-actions' : undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
