import { useCallback } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import type { AdminProductDetail, AdminProductSaved, ProductFormValues } from '../../../../../shared/catalog/admin-product-views';
import { ageRatings, deliveryTypes, productTypes } from '../../../../../shared/catalog/product';
import { categoriesFor, categoryLabels, type ProductDraft } from '../../../../../shared/catalog/product-draft';
import { routes } from '../../../../../shared/routes/route-table';
import { apiSend } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { AdminDialog } from '../ui/admin-dialog';
import { FormField, SwitchField } from '../ui/form-field';
import { ImageInput } from '../ui/image-input';
import { useStaffAction } from '../ui/use-staff-action';
import { useZodForm } from '../ui/use-zod-form';
import { KeywordChips } from './keyword-chips';
import { deliveryTypeLabels, productTypeLabels } from './product-labels';
import { FormActions } from '../ui/form-actions';

const emptyProduct: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  productType: 'key',
  category: 'games',
  developer: '',
  publisher: '',
  ageRating: '',
  tags: [],
  deliveryType: 'instant',
  releaseDate: '',
  imageUrl: '',
  isActive: true,
  isPreorder: false,
  preorderStartDate: '',
  preorderEndDate: '',
  expectedDeliveryDate: '',
  preorderDeliveryInfo: '',
  seoTitle: '',
  seoDescription: '',
  searchKeywords: [],
};

const save = (editing: AdminProductDetail | null, product: ProductDraft): Promise<AdminProductSaved> =>
  editing
    ? apiSend('PUT', '/api/admin/products/{productId}', { params: { productId: editing.productId }, body: { product, version: editing.version } })
    : apiSend('POST', '/api/admin/products', { body: product });
const createMessages = { success: 'Product created successfully', failure: 'Failed to create product' };
const updateMessages = { success: 'Product updated successfully', failure: 'Failed to update product' };

/** Create Product and Edit Product (back-office §2): every §3 field, checked by the route's own schema before it is sent. */
export function ProductFormDialog({ open, editing, onClose, onSaved }: { open: boolean; editing: AdminProductDetail | null; onClose(): void; onSaved(saved: AdminProductSaved): void }) {
  return (
    <AdminDialog open={open} onClose={onClose} title={editing ? 'Edit Product' : 'Create Product'} wide>
      <ProductForm key={editing?.version ?? 'new'} editing={editing} onClose={onClose} onSaved={onSaved} />
    </AdminDialog>
  );
}

function ProductForm({ editing, onClose, onSaved }: { editing: AdminProductDetail | null; onClose(): void; onSaved(saved: AdminProductSaved): void }) {
  const form = useZodForm(routes.adminCreateProduct.request.body, editing?.draft ?? emptyProduct);
  const { register, handleSubmit, control, watch, setValue, setError, formState } = form;
  const errors = formState.errors;
  // The server's field errors ('body.name', 'body.product.slug') also show beside their fields, not only in the toast.
  const submit = useCallback(
    async (product: ProductDraft) => {
      try {
        return await save(editing, product);
      } catch (error) {
        if (isApiError(error)) {
          for (const f of error.fieldErrors) {
            const field = f.path.replace(/^body\.(product\.)?/, '');
            if (field && field !== 'body' && field in emptyProduct) setError(field as FieldPath<ProductFormValues>, { message: f.message });
          }
        }
        throw error;
      }
    },
    [editing, setError],
  );
  const { run, pending } = useStaffAction(submit, editing ? updateMessages : createMessages);
  const [name, productType, category, isPreorder] = watch(['name', 'productType', 'category', 'isPreorder']);
  const categories = categoriesFor(productType);

  const onSubmit = handleSubmit(async (product) => {
    const saved = await run(product);
    if (saved) onSaved(saved);
  });
  return (
    <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="admin-form-row">
        <FormField label="Name" error={errors.name?.message}>
          <input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField label="Slug" hint={editing ? 'Changing it changes the product page address.' : 'Made from the name when left empty.'} error={errors.slug?.message}>
          <input {...register('slug')} autoComplete="off" />
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <textarea {...register('description')} rows={4} />
      </FormField>
      <div className="admin-form-row">
        <FormField label="Product type" error={errors.productType?.message}>
          <select
            {...register('productType', {
              onChange: (e: { target: { value: string } }) => {
                const next = categoriesFor(e.target.value as (typeof productTypes)[number]);
                if (!next.includes(category)) setValue('category', next[0]!);
              },
            })}
          >
            {productTypes.map((t) => (
              <option key={t} value={t}>
                {productTypeLabels[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          <select {...register('category')}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Delivery type" error={errors.deliveryType?.message}>
          <select {...register('deliveryType')}>
            {deliveryTypes.map((t) => (
              <option key={t} value={t}>
                {deliveryTypeLabels[t]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="admin-form-row">
        <FormField label="Developer" error={errors.developer?.message}>
          <input {...register('developer')} />
        </FormField>
        <FormField label="Publisher" error={errors.publisher?.message}>
          <input {...register('publisher')} />
        </FormField>
        <FormField label="Rating" error={errors.ageRating?.message}>
          <select {...register('ageRating')}>
            <option value="">Not rated</option>
            {ageRatings.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Release date" error={errors.releaseDate?.message}>
          <input type="date" {...register('releaseDate')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <FormField label="Tags" hint="Comma-separated." error={errors.tags?.message}>
            <input
              defaultValue={(field.value ?? []).join(', ')}
              onBlur={(e) => field.onChange(e.currentTarget.value.split(',').map((t) => t.trim()).filter(Boolean))}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => <ImageInput purpose="product" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} recommended="800x600 px" />}
      />
      {errors.imageUrl && <p className="field-error">{errors.imageUrl.message}</p>}
      <div className="admin-form-row">
        <Controller control={control} name="isActive" render={({ field }) => <SwitchField label="Active" checked={field.value ?? true} onChange={field.onChange} />} />
        <Controller control={control} name="isPreorder" render={({ field }) => <SwitchField label="Pre-order" checked={field.value ?? false} onChange={field.onChange} />} />
      </div>
      {isPreorder && (
        <div className="admin-form-row">
          <FormField label="Pre-order start" error={errors.preorderStartDate?.message}>
            <input type="date" {...register('preorderStartDate')} />
          </FormField>
          <FormField label="Pre-order end" error={errors.preorderEndDate?.message}>
            <input type="date" {...register('preorderEndDate')} />
          </FormField>
          <FormField label="Expected delivery" error={errors.expectedDeliveryDate?.message}>
            <input type="date" {...register('expectedDeliveryDate')} />
          </FormField>
          <FormField label="Pre-order delivery info" error={errors.preorderDeliveryInfo?.message}>
            <textarea {...register('preorderDeliveryInfo')} rows={2} />
          </FormField>
        </div>
      )}
      <div className="admin-form-row">
        <FormField label="SEO title" error={errors.seoTitle?.message}>
          <input {...register('seoTitle')} />
        </FormField>
        <FormField label="SEO description" error={errors.seoDescription?.message}>
          <textarea {...register('seoDescription')} rows={2} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="searchKeywords"
        render={({ field }) => (
          <KeywordChips
            value={field.value ?? []}
            onChange={field.onChange}
            context={{ name: name ?? '', productType, category, productId: editing?.productId }}
            error={errors.searchKeywords?.message}
          />
        )}
      />
      <FormActions label={editing ? 'Update Product' : 'Create Product'} pending={pending} onCancel={onClose} />
    </form>
  );
}
