import type { AdminVariantView } from '../../../../../shared/inventory/inventory-views';
import { updateVariantBody, type UpdateVariantInput } from '../../../../../shared/inventory/variant-input';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { AdminDialog } from '../ui/admin-dialog';
import { useStaffAction } from '../ui/use-staff-action';
import { useZodForm } from '../ui/use-zod-form';
import type { VariantProduct } from './create-variant-dialog';
import { VariantFields } from './variant-fields';
import './variants.css';
import { FormActions } from '../ui/form-actions';

const messages = { success: 'Variant updated successfully', failure: 'Failed to update variant' };

/** Edit Variant (back-office §5): product, platform and region read-only; the rest as in Create. Reused by the Products screen. */
export function EditVariantDialog({ open, onClose, product, variant, onSaved }: { open: boolean; onClose(): void; product: VariantProduct; variant: AdminVariantView; onSaved?(v: AdminVariantView): void }) {
  return (
    <AdminDialog open={open} onClose={onClose} title="Edit Variant">
      <EditVariantForm product={product} variant={variant} onDone={(v) => (onSaved?.(v), onClose())} onCancel={onClose} />
    </AdminDialog>
  );
}

function EditVariantForm({ product, variant, onDone, onCancel }: { product: VariantProduct; variant: AdminVariantView; onDone(v: AdminVariantView): void; onCancel(): void }) {
  const { data: reference } = useApi('/api/reference-data');
  const form = useZodForm(updateVariantBody, {
    priceUsd: variant.priceUsdCents / 100,
    retailPriceUsd: variant.retailPriceUsdCents === null ? null : variant.retailPriceUsdCents / 100,
    faceValue: variant.faceValue,
    languageCodes: variant.languageCodes,
    isActive: variant.isActive,
    forceAvailable: variant.forceAvailable,
    customInstructions: variant.activationInstructions !== null,
    activationInstructions: variant.activationInstructions ?? '',
    searchKeywords: variant.searchKeywords,
    lowStockThreshold: variant.lowStockThreshold,
  });
  const { register, control, handleSubmit, watch, formState } = form;
  const save = useStaffAction((body: UpdateVariantInput) => apiSend('PUT', '/api/admin/variants/{variantId}', { params: { variantId: variant.variantId }, body }), messages);
  const submit = handleSubmit(async (values) => {
    const custom = values.customInstructions ?? false;
    const saved = await save.run({ ...values, ...(custom ? {} : { activationInstructions: undefined }) });
    if (saved) onDone(saved);
  });
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
      <dl className="variant-fixed">
        <div>
          <dt>Product</dt>
          <dd>{product.name}</dd>
        </div>
        <div>
          <dt>Platform</dt>
          <dd>{variant.platformName}</dd>
        </div>
        <div>
          <dt>Region</dt>
          <dd>{variant.regionName}</dd>
        </div>
      </dl>
      <VariantFields
        productType={product.productType}
        reference={reference}
        platformId={variant.platformId}
        control={control as never}
        register={register as never}
        errors={formState.errors}
        custom={watch('customInstructions') ?? false}
      />
      <FormActions label="Save Changes" pending={save.pending} onCancel={onCancel} />
    </form>
  );
}
