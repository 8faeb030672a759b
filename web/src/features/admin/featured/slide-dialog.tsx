import { Controller } from 'react-hook-form';
import { apiSend } from '@/lib/api-client';
import { slideGradients } from '../../../../../shared/catalog/featured-slide';
import { gradientLabels, slideInputSchema, type AdminSlideView, type SlideInput } from '../../../../../shared/content/featured-slide-input';
import { AdminDialog } from '../ui/admin-dialog';
import { FormField, SwitchField } from '../ui/form-field';
import { ImageInput } from '../ui/image-input';
import { useStaffAction } from '../ui/use-staff-action';
import { useZodForm } from '../ui/use-zod-form';
import { ProductPicker } from './product-picker';
import { formValuesOf } from './slide-form-values';
import { FormActions } from '../ui/form-actions';

const save = (slide: AdminSlideView | null, body: SlideInput) =>
  slide ? apiSend('PUT', '/api/admin/featured-slides/{slideId}', { params: { slideId: slide.slideId }, body }) : apiSend('POST', '/api/admin/featured-slides', { body });

/** Add or Edit a featured slide (§2, §5, §9): the route's own schema checks the form, the server checks it again. */
export function SlideDialog({ slide, open, onClose, onSaved }: { slide: AdminSlideView | null; open: boolean; onClose(): void; onSaved(): void }) {
  return (
    <AdminDialog open={open} onClose={onClose} title={slide ? 'Edit Featured Product' : 'Add Featured Product'} wide>
      <SlideForm key={slide?.slideId ?? 'new'} slide={slide} onClose={onClose} onSaved={onSaved} />
    </AdminDialog>
  );
}

function SlideForm({ slide, onClose, onSaved }: { slide: AdminSlideView | null; onClose(): void; onSaved(): void }) {
  const form = useZodForm(slideInputSchema, formValuesOf(slide));
  const { register, control, handleSubmit, formState, setValue, watch } = form;
  const errors = formState.errors;
  const { run, pending } = useStaffAction((body: SlideInput) => save(slide, body), {
    success: slide ? 'Featured product updated successfully' : 'Featured product created successfully',
    failure: 'Failed to create/update featured product',
    generic: true,
  });
  const submit = handleSubmit(async (body) => {
    if (await run(body)) {
      onSaved();
      onClose();
    }
  });
  const productId = watch('productId') as string;
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <ProductPicker
        productId={productId}
        productName={slide?.productName ?? null}
        variantId={(watch('variantId') as string | null) ?? null}
        onProduct={(id) => {
          setValue('productId', id, { shouldDirty: true });
          setValue('variantId', null);
        }}
        onVariant={(id) => setValue('variantId', id, { shouldDirty: true })}
        productError={errors.productId?.message}
        variantError={errors.variantId?.message}
      />
      <div className="admin-form-row">
        <FormField label="Title" error={errors.title?.message}>
          <input {...register('title')} />
        </FormField>
        <FormField label="Subtitle" error={errors.subtitle?.message}>
          <input {...register('subtitle')} />
        </FormField>
      </div>
      <div className="admin-form-row">
        <FormField label="Custom price (USD)" hint="Empty: the variant's price" error={errors.customPrice?.message}>
          <input inputMode="decimal" {...register('customPrice')} />
        </FormField>
        <FormField label="Original price (USD)" error={errors.originalPrice?.message}>
          <input inputMode="decimal" {...register('originalPrice')} />
        </FormField>
        <FormField label="Discount (%)" error={errors.discountPercentage?.message}>
          <input type="number" min={0} max={100} step={1} {...register('discountPercentage')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => <ImageInput purpose="featured" recommended="1200x600 px" value={(field.value as string | null) || null} onChange={(url) => field.onChange(url ?? '')} />}
      />
      {errors.imageUrl && <p className="field-error">{errors.imageUrl.message}</p>}
      <div className="admin-form-row">
        <FormField label="Background gradient" error={errors.backgroundGradient?.message}>
          <select {...register('backgroundGradient')}>
            {slideGradients.map((g) => (
              <option key={g} value={g}>
                {gradientLabels[g]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Button text" error={errors.ctaText?.message}>
          <input {...register('ctaText')} />
        </FormField>
        <FormField label="Display order" error={errors.displayOrder?.message}>
          <input type="number" min={0} step={1} {...register('displayOrder')} />
        </FormField>
      </div>
      <div className="admin-form-row">
        <FormField label="Start date" hint="Empty: shown at once" error={errors.startDate?.message}>
          <input type="datetime-local" {...register('startDate')} />
        </FormField>
        <FormField label="End date" hint="Empty: no end" error={errors.endDate?.message}>
          <input type="datetime-local" {...register('endDate')} />
        </FormField>
      </div>
      <div className="admin-form-row">
        <Controller control={control} name="isActive" render={({ field }) => <SwitchField label="Active" checked={field.value !== false} onChange={field.onChange} />} />
        <Controller control={control} name="hideTitle" render={({ field }) => <SwitchField label="Hide title" checked={field.value === true} onChange={field.onChange} />} />
      </div>
      <FormActions label={slide ? 'Update' : 'Create'} pending={pending} onCancel={onClose} />
    </form>
  );
}
