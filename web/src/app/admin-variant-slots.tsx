import { useState } from 'react';
import type { AdminProductDetail, AdminVariantSummary } from '../../../shared/catalog/admin-product-views';
import { Button } from '@/components/ui/button';
import { useRole } from '@/lib/auth/use-role';
import type { VariantActionSlots } from '../features/admin/products/product-view-dialog';
import { CreateVariantDialog } from '../features/admin/variants/create-variant-dialog';
import { ManageKeysDialog } from '../features/admin/variants/manage-keys-dialog';
import { manageLabel } from '../features/admin/variants/manage-label';
import { ProductsPage } from '../features/admin/products/products-page';

const productOf = (p: AdminProductDetail) => ({ productId: p.productId, name: p.draft.name, productType: p.draft.productType });

function AddVariant({ product, onChanged }: { product: AdminProductDetail; onChanged(): void }) {
  const { role } = useRole();
  const [open, setOpen] = useState(false);
  if (role !== 'admin') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add Variant
      </Button>
      <CreateVariantDialog open={open} onClose={() => setOpen(false)} product={productOf(product)} onCreated={onChanged} />
    </>
  );
}

function ManageVariant({ variant, product, onChanged }: { variant: AdminVariantSummary; product: AdminProductDetail; onChanged(): void }) {
  const { role } = useRole();
  const [open, setOpen] = useState(false);
  if (role !== 'admin') return null;
  const label = manageLabel(product.draft.productType);
  const unit = { variantId: variant.variantId, platformName: variant.platform?.name ?? 'Unknown platform', regionName: variant.region?.name ?? 'Unknown region' };
  return (
    <>
      <Button variant="ghost" className="btn-small" onClick={() => setOpen(true)}>
        Manage {label}
      </Button>
      <ManageKeysDialog open={open} onClose={() => setOpen(false)} product={productOf(product)} variant={unit} onChanged={onChanged} />
    </>
  );
}

/**
 * The Variants & Keys dialogs inside the Products screen's View (back-office §2 lists Add Variant and Manage Keys among
 * the Products dialogs). Wired here, in the app layer, so neither admin screen imports the other; admins only, as §6 says.
 */
export const productVariantSlots: VariantActionSlots = {
  addVariant: (product, onChanged) => <AddVariant product={product} onChanged={onChanged} />,
  variantActions: (variant, product, onChanged) => <ManageVariant variant={variant} product={product} onChanged={onChanged} />,
};

/** The Products screen with the Variants & Keys dialogs plugged into its View. */
export function AdminProductsScreen() {
  return <ProductsPage variantSlots={productVariantSlots} />;
}
