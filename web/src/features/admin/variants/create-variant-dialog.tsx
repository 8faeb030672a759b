import type { ProductType } from '../../../../../shared/catalog/product';
import type { AdminVariantView } from '../../../../../shared/inventory/inventory-views';
import { createVariantBody, type CreateVariantInput } from '../../../../../shared/inventory/variant-input';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { AdminDialog } from '../ui/admin-dialog';
import { FormField } from '../ui/form-field';
import { useStaffAction } from '../ui/use-staff-action';
import { useZodForm } from '../ui/use-zod-form';
import { VariantFields } from './variant-fields';
import './variants.css';
import { FormActions } from '../ui/form-actions';

export interface VariantProduct {
  productId: string;
  name: string;
  productType: ProductType;
}

const messages = { success: 'Variant created successfully', failure: 'Failed to create variant' };

/** Create Variant (back-office §2, §5): platform, region and price, then the type's own fields. Reused by the Products screen. */
export function CreateVariantDialog({ open, onClose, product, onCreated }: { open: boolean; onClose(): void; product: VariantProduct; onCreated?(variant: AdminVariantView): void }) {
  return (
    <AdminDialog open={open} onClose={onClose} title={`Add Variant: ${product.name}`}>
      <CreateVariantForm product={product} onDone={(v) => (onCreated?.(v), onClose())} onCancel={onClose} />
    </AdminDialog>
  );
}

function CreateVariantForm({ product, onDone, onCancel }: { product: VariantProduct; onDone(v: AdminVariantView): void; onCancel(): void }) {
  const { data: reference } = useApi('/api/reference-data');
  const form = useZodForm(createVariantBody, { platformId: '', regionId: '', priceUsd: 0, isActive: true, forceAvailable: false, customInstructions: false, languageCodes: [], searchKeywords: [] });
  const { register, control, handleSubmit, watch, formState } = form;
  const create = useStaffAction((body: CreateVariantInput) => apiSend('POST', '/api/admin/products/{productId}/variants', { params: { productId: product.productId }, body }), messages);
  const submit = handleSubmit(async (values) => {
    const created = await create.run(values);
    if (created) onDone(created);
  });
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="admin-form-row">
        <FormField label="Platform" error={formState.errors.platformId?.message}>
          <select {...register('platformId')}>
            <option value="">Choose a platform</option>
            {reference?.platforms.map((p) => (
              <option key={p.platformId} value={p.platformId}>
                {p.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Region" error={formState.errors.regionId?.message}>
          <select {...register('regionId')}>
            <option value="">Choose a region</option>
            {reference?.regions.map((r) => (
              <option key={r.regionId} value={r.regionId}>
                {r.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <VariantFields
        productType={product.productType}
        reference={reference}
        platformId={watch('platformId')}
        control={control as never}
        register={register as never}
        errors={formState.errors}
        custom={watch('customInstructions') ?? false}
      />
      <FormActions label="Create Variant" pendingLabel="Creating..." pending={create.pending} onCancel={onCancel} />
    </form>
  );
}
