import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import type { AdminSlideView } from '../../../../../shared/content/featured-slide-input';
import { columnsFor, DataTable } from '../ui/data-table';
import { usd } from '../ui/money';
import { notifyError } from '../ui/notify';
import { EmptyState, LoadError, PageHeader, Panel } from '../ui/page-parts';
import { exactTime } from '../ui/relative-time';
import { useConfirm } from '../ui/use-confirm';
import { useStaffAction } from '../ui/use-staff-action';
import { SlideBadges } from './slide-status';
import { SlideDialog } from './slide-dialog';
import './featured.css';

const col = columnsFor<AdminSlideView>();

/** The Featured Products screen (back-office §2): every homepage slide, with its badges and actions. */
export function FeaturedPage() {
  const slides = useApi('/api/admin/featured-slides', undefined, { onError: (error) => notifyError('Failed to load featured products', error, { generic: true }) });
  const [editing, setEditing] = useState<AdminSlideView | null | 'new'>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { mutate } = slides;
  const refresh = useCallback(() => void mutate(), [mutate]);
  const toggle = useStaffAction(
    (slide: AdminSlideView) => apiSend('PUT', '/api/admin/featured-slides/{slideId}/active', { params: { slideId: slide.slideId }, body: { isActive: !slide.isActive } }),
    { success: (s) => `Featured product ${s.isActive ? 'activated' : 'deactivated'} successfully`, failure: 'Failed to update featured product', generic: true },
  );
  const remove = useStaffAction((slide: AdminSlideView) => apiSend('DELETE', '/api/admin/featured-slides/{slideId}', { params: { slideId: slide.slideId } }), {
    success: 'Featured product deleted successfully',
    failure: 'Failed to delete featured product',
    generic: true,
  });
  // Badges are judged when the screen opens; Refresh (or any change) reloads the list, not the clock.
  const [now] = useState(() => new Date());

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('displayOrder', { header: 'Order', cell: (c) => c.getValue() }),
        col.accessor('title', {
          header: 'Slide',
          cell: ({ row: { original: s } }) => (
            <div className="slide-cell">
              <span className={`slide-swatch slide-${s.backgroundGradient.replaceAll(' ', '-')}`} aria-hidden="true" />
              <div>
                <strong>{s.title}</strong>
                {s.subtitle && <p className="muted slide-sub">{s.subtitle}</p>}
                <SlideBadges slide={s} now={now} />
              </div>
            </div>
          ),
        }),
        col.accessor((s) => s.productName ?? '', {
          id: 'product',
          header: 'Product',
          cell: ({ row: { original: s } }) => (
            <div>
              {s.productName ?? <span className="muted">Product removed</span>}
              {s.variantLabel && <p className="muted slide-sub">{s.variantLabel}</p>}
            </div>
          ),
        }),
        col.accessor((s) => s.customPriceUsdCents ?? -1, {
          id: 'price',
          header: 'Price',
          cell: ({ row: { original: s } }) => (s.customPriceUsdCents === null ? <span className="muted">Variant price</span> : usd(s.customPriceUsdCents)),
        }),
        col.accessor((s) => s.startDate ?? '', {
          id: 'schedule',
          header: 'Schedule',
          cell: ({ row: { original: s } }) => (
            <span className="slide-sub">
              {s.startDate ? `From ${exactTime(s.startDate)}` : 'Now'}
              <br />
              {s.endDate ? `Until ${exactTime(s.endDate)}` : 'No end'}
            </span>
          ),
        }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row: { original: s } }) => (
            <div className="slide-actions">
              <Button variant="secondary" className="btn-small" disabled={toggle.pending} onClick={async () => (await toggle.run(s)) && refresh()}>
                {s.isActive ? 'Deactivate' : 'Activate'}
              </Button>
              <Button variant="ghost" className="btn-small" onClick={() => setEditing(s)} aria-label={`Edit ${s.title}`}>
                Edit
              </Button>
              <Button
                variant="ghost"
                className="btn-small"
                aria-label={`Delete ${s.title}`}
                disabled={remove.pending}
                onClick={async () => {
                  const ok = await confirm({ title: 'Delete featured product', message: 'Are you sure you want to delete this featured product?', confirmLabel: 'Delete' });
                  if (ok && (await remove.run(s))) refresh();
                }}
              >
                Delete
              </Button>
            </div>
          ),
        }),
      ]),
    // The actions read the latest handlers; rebuilding with them is cheap for a handful of slides.
    [now, toggle, remove, confirm, refresh],
  );

  return (
    <>
      <PageHeader title="Featured Products" subtitle="The slides of the homepage carousel, in display order." actions={<Button onClick={() => setEditing('new')}>Add Featured Product</Button>} />
      <Panel>
        {slides.error ? (
          <LoadError message="Failed to load featured products" onRetry={refresh} />
        ) : !slides.data ? (
          <p className="muted">Loading featured products…</p>
        ) : slides.data.items.length === 0 ? (
          <EmptyState title="No featured products" hint="Add a slide to show a product on the homepage." />
        ) : (
          <DataTable columns={columns} data={slides.data.items} caption="Featured products" getRowId={(s) => s.slideId} />
        )}
      </Panel>
      <SlideDialog slide={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} onSaved={refresh} />
      {confirmDialog}
    </>
  );
}
