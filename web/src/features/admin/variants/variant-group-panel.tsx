import type { AdminVariantView, VariantGroup } from '../../../../../shared/inventory/inventory-views';
import { manageLabel } from './manage-label';
import { VariantCard } from './variant-card';

export type VariantDialog = { kind: 'create'; group: VariantGroup } | { kind: 'edit' | 'manage'; group: VariantGroup; variant: AdminVariantView };

/** A product as a collapsible group: its summary in the header, its variant cards inside. */
export function VariantGroupPanel({ group, open, onOpenDialog }: { group: VariantGroup; open: boolean; onOpenDialog(d: VariantDialog): void }) {
  const { summary } = group;
  return (
    <details className="variant-group" open={open} data-testid="variant-group">
      <summary>
        <span className="variant-group-name">{group.name}</span>
        <span className="muted">
          {summary.variants} variants · {summary.activeVariants} active · {summary.availableItems} {manageLabel(group.productType).toLowerCase()} available
        </span>
      </summary>
      <div className="variant-grid">
        {group.variants.map((v) => (
          <VariantCard
            key={v.variantId}
            product={group}
            variant={v}
            onManage={() => onOpenDialog({ kind: 'manage', group, variant: v })}
            onEdit={() => onOpenDialog({ kind: 'edit', group, variant: v })}
          />
        ))}
        <button type="button" className="variant-add" onClick={() => onOpenDialog({ kind: 'create', group })}>
          + Add Variant
        </button>
      </div>
    </details>
  );
}
