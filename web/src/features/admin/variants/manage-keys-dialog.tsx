import { useState } from 'react';
import type { AdminVariantView } from '../../../../../shared/inventory/inventory-views';
import { AdminDialog } from '../ui/admin-dialog';
import { Tabs } from '../ui/tabs';
import type { VariantProduct } from './create-variant-dialog';
import { AddKeysForm } from './add-keys-form';
import { KeysList } from './keys-list';
import { manageLabel } from './manage-label';
import './variants.css';

type Tab = 'list' | 'add';

/** Manage Keys / Accounts / Codes / Items of one variant (back-office §2): the masked list and the add tab. Reused by Products. */
export function ManageKeysDialog({ open, onClose, product, variant, onChanged }: { open: boolean; onClose(): void; product: VariantProduct; variant: Pick<AdminVariantView, 'variantId' | 'platformName' | 'regionName'>; onChanged?(): void }) {
  const [tab, setTab] = useState<Tab>('list');
  const [version, setVersion] = useState(0);
  const label = manageLabel(product.productType);
  return (
    <AdminDialog open={open} onClose={onClose} title={`Manage ${label}: ${product.name} (${variant.platformName} - ${variant.regionName})`} wide>
      <Tabs<Tab>
        label={`Manage ${label}`}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'list', label: `${label} List` },
          { id: 'add', label: `Add ${label}` },
        ]}
      >
        {tab === 'list' ? (
          <KeysList key={version} variantId={variant.variantId} label={label} />
        ) : (
          <AddKeysForm
            variantId={variant.variantId}
            productType={product.productType}
            label={label}
            onAdded={() => {
              setVersion((v) => v + 1);
              onChanged?.();
            }}
          />
        )}
      </Tabs>
    </AdminDialog>
  );
}
