import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import type { PreorderProductRow, PreorderQueueRow } from '../../../../../shared/content/preorder-queue-views';
import { columnsFor, DataTable } from '../ui/data-table';
import { notifyError } from '../ui/notify';
import { EmptyState, LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';
import { useStaffAction } from '../ui/use-staff-action';
import './pre-orders.css';

const col = columnsFor<PreorderQueueRow>();
const columns = col.columns([
  col.accessor('position', { header: 'Position', cell: ({ row: { original: r } }) => <span title={`Place ${r.variantPosition} in its variant's queue`}>#{r.position}</span> }),
  col.accessor('productName', { header: 'Product' }),
  col.accessor((r) => r.orderNumber ?? r.orderId, { id: 'order', header: 'Order', cell: ({ row: { original: r } }) => <a href={`/admin/orders/${r.orderId}`}>{r.orderNumber ?? `#${r.orderId.slice(0, 8)}`}</a> }),
  col.accessor('customerId', { header: 'Customer', cell: (c) => <code title={c.getValue()}>{c.getValue() === 'guest' ? 'Guest' : `${c.getValue().slice(0, 8)}…`}</code> }),
  col.accessor('queuedAt', { header: 'Created', cell: (c) => <time dateTime={c.getValue()} title={exactTime(c.getValue())}>{relativeTime(c.getValue())}</time> }),
  col.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
]);

/** The Pre-Orders screen (back-office §2): cards, products with waiting units and Process Fulfillment, the queue. */
export function PreOrdersPage() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const queue = useApi('/api/admin/preorders', { query: cursor ? { cursor } : {} }, { onError: (error) => notifyError('Failed to fetch pre-order queue', error, { generic: true }) });
  const { mutate } = queue;
  const [running, setRunning] = useState<string | null>(null);
  const fulfil = useStaffAction(
    (productId: string) => apiSend('POST', '/api/admin/products/{productId}/preorders/fulfil', { params: { productId } }),
    useMemo(() => ({ success: (r: { fulfilled: number }) => `Fulfilled ${r.fulfilled} pre-orders`, failure: 'Failed to process auto-fulfillment', generic: true }), []),
  );
  const process = useCallback(
    async (product: PreorderProductRow) => {
      setRunning(product.productId);
      try {
        if (await fulfil.run(product.productId)) await mutate();
      } finally {
        setRunning(null);
      }
    },
    [fulfil, mutate],
  );
  const data = queue.data;
  const summary = data?.summary;
  return (
    <>
      <PageHeader
        title="Pre-Orders"
        subtitle="Paid units waiting for keys, served first come, first served."
        actions={
          <Button variant="secondary" onClick={() => void mutate()} disabled={queue.isValidating}>
            {queue.isValidating ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Total Pre-Orders" value={summary ? summary.totalWaiting : '—'} hint="Units waiting for a key" />
        <StatCard label="Products with Pre-Orders" value={summary ? summary.productsWaiting : '—'} />
        <StatCard label="Oldest Pre-Order" value={summary ? (summary.oldestDays === null ? '—' : `${summary.oldestDays} days`) : '—'} />
      </StatGrid>
      {queue.error ? (
        <LoadError message="Failed to fetch pre-order queue" onRetry={() => void mutate()} />
      ) : !data ? (
        <p className="muted">Loading the pre-order queue…</p>
      ) : data.products.length === 0 ? (
        <Panel>
          <EmptyState title="No pending pre-orders" />
        </Panel>
      ) : (
        <>
          <Panel title="Products with pre-orders">
            <ul className="preorder-products">
              {data.products.map((p) => (
                <li key={p.productId}>
                  <div>
                    <strong>{p.productName}</strong>
                    <p className="muted">
                      {p.waitingUnits} waiting · {p.availableKeys} keys in stock
                      {p.expectedDeliveryDate && ` · expected ${exactTime(p.expectedDeliveryDate)}`}
                    </p>
                  </div>
                  <Button onClick={() => void process(p)} disabled={running !== null} aria-busy={running === p.productId}>
                    {running === p.productId ? (
                      <span className="preorder-running">
                        <span className="preorder-dot" aria-hidden="true" /> Processing...
                      </span>
                    ) : (
                      'Process Fulfillment'
                    )}
                  </Button>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title="Queue">
            <DataTable columns={columns} data={data.queue.items} caption="Pre-order queue, oldest first" getRowId={(r) => r.entryId} empty="No pending pre-orders" />
            <div className="admin-pager">
              <Button variant="ghost" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
                Previous
              </Button>
              <Button variant="ghost" disabled={!data.queue.nextCursor} onClick={() => setCursors((c) => [...c, data.queue.nextCursor ?? undefined])}>
                Next
              </Button>
            </div>
          </Panel>
        </>
      )}
    </>
  );
}
