import { Link } from 'react-router-dom';
import type { AdminOrderRow } from '../../../../../shared/orders/admin-order-views';
import { getHref } from '@/config/paths';
import { columnsFor } from '../ui/data-table';
import { money } from '../ui/money';
import { exactTime, relativeTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';

/** '#' and the id's first 8 characters when an order has no number (§2). */
export const orderLabel = (row: Pick<AdminOrderRow, 'orderNumber' | 'orderId'>) => row.orderNumber || `#${row.orderId.slice(0, 8)}`;

/** §2: full name or Guest, with the delivery e-mail; else the username; else N/A. */
export function customerCell(row: AdminOrderRow) {
  if (row.customerName || row.guest) return { name: row.customerName ?? 'Guest', detail: row.deliveryEmail };
  if (row.username) return { name: row.username, detail: row.deliveryEmail };
  return { name: 'N/A', detail: row.deliveryEmail };
}

const col = columnsFor<AdminOrderRow>();

export const orderColumns = () =>
  col.columns([
    col.accessor((row) => orderLabel(row), { id: 'number', header: 'Order #', cell: (c) => <span className="admin-order-number">{c.getValue()}</span> }),
    col.accessor((row) => customerCell(row).name, {
      id: 'customer',
      header: 'Customer',
      cell: (c) => {
        const who = customerCell(c.row.original);
        return (
          <span className="admin-order-customer">
            <span>{who.name}</span>
            <span className="muted">{who.detail}</span>
          </span>
        );
      },
    }),
    col.accessor('units', { header: 'Items', cell: (c) => `${c.getValue()} ${c.getValue() === 1 ? 'item' : 'items'} (${c.row.original.products} ${c.row.original.products === 1 ? 'product' : 'products'})` }),
    col.accessor('totalCents', { header: 'Total', cell: (c) => `${money(c.getValue(), c.row.original.currency)} ${c.row.original.currency}` }),
    col.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
    col.accessor('fulfilmentStatus', { header: 'Fulfillment', cell: (c) => <StatusBadge status={c.getValue()} /> }),
    col.accessor('createdAt', { header: 'Date', sortFn: 'datetime', cell: (c) => <time dateTime={c.getValue()} title={exactTime(c.getValue())}>{relativeTime(c.getValue())}</time> }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <Link className="btn btn-ghost btn-small" to={getHref('adminOrder', { orderId: c.row.original.orderId })} aria-label={`View order ${orderLabel(c.row.original)}`}>
          View
        </Link>
      ),
    }),
  ]);
