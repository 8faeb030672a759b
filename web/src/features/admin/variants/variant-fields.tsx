import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { chooseInstructions } from '../../../../../shared/catalog/activation-instructions';
import type { ProductType } from '../../../../../shared/catalog/product';
import type { ReferenceData } from '../../../../../shared/catalog/reference-data';
import type { CreateVariantInput } from '../../../../../shared/inventory/variant-input';
import { staffWords } from '../ui/staff-words';
import { FormField, SwitchField } from '../ui/form-field';
import { faceValueLabel, takesFaceValue, takesLanguages } from './manage-label';
import { inventoryWording } from './wording';

const t = staffWords(inventoryWording);

type Values = Partial<CreateVariantInput> & { priceUsd?: number };

/**
 * The variant fields both dialogs share (back-office §3, §5): price in steps of 0.01, optional retail price, face value
 * for gift cards and keys, languages for keys and accounts, switches, keywords, the low-stock threshold, and the
 * activation instructions: the platform's default for the product's type shown as a preview unless the custom switch is on.
 */
export function VariantFields({
  productType,
  reference,
  platformId,
  control,
  register,
  errors,
  custom,
}: {
  productType: ProductType;
  reference: ReferenceData | undefined;
  platformId: string | undefined;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  custom: boolean;
}) {
  const platform = reference?.platforms.find((p) => p.platformId === platformId);
  // What the storefront shows for this product type when the variant has no instructions of its own.
  const defaults = platformId ? chooseInstructions(productType, {}, platform) : null;
  const number = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) };
  return (
    <>
      <div className="admin-form-row">
        <FormField label="Price (USD)" error={errors.priceUsd?.message}>
          <input type="number" step="0.01" min="0" inputMode="decimal" {...register('priceUsd', { setValueAs: (v: unknown) => (v === '' ? 0 : Number(v)) })} />
        </FormField>
        <FormField label="Retail price (USD, optional)" error={errors.retailPriceUsd?.message}>
          <input type="number" step="0.01" min="0" inputMode="decimal" {...register('retailPriceUsd', { setValueAs: (v: unknown) => (v === '' ? null : Number(v)) })} />
        </FormField>
      </div>
      {takesFaceValue(productType) && (
        <FormField label={faceValueLabel(productType)} error={errors.faceValue?.message}>
          <input type="text" maxLength={80} {...register('faceValue')} />
        </FormField>
      )}
      {takesLanguages(productType) && (
        <Controller
          control={control}
          name="languageCodes"
          render={({ field }) => (
            <fieldset className="variant-languages">
              <legend>Languages</legend>
              {(reference?.languages ?? []).map((l) => (
                <label key={l.code}>
                  <input
                    type="checkbox"
                    checked={field.value?.includes(l.code) ?? false}
                    onChange={(e) => field.onChange(e.currentTarget.checked ? [...(field.value ?? []), l.code] : (field.value ?? []).filter((c) => c !== l.code))}
                  />
                  {l.name}
                </label>
              ))}
            </fieldset>
          )}
        />
      )}
      <div className="admin-form-row">
        <Controller control={control} name="isActive" render={({ field }) => <SwitchField label="Active" checked={field.value ?? true} onChange={field.onChange} />} />
        <Controller control={control} name="forceAvailable" render={({ field }) => <SwitchField label="Force Available" checked={field.value ?? false} onChange={field.onChange} />} />
      </div>
      <FormField label={t('thresholdLabel')} hint={t('thresholdHint')} error={errors.lowStockThreshold?.message}>
        <input type="number" step="1" min="0" max="100000" {...register('lowStockThreshold', number)} />
      </FormField>
      <Controller
        control={control}
        name="customInstructions"
        render={({ field }) => <SwitchField label="Custom activation instructions" checked={field.value ?? false} onChange={field.onChange} />}
      />
      {custom ? (
        <FormField label="Activation instructions" error={errors.activationInstructions?.message}>
          <textarea maxLength={4000} {...register('activationInstructions')} />
        </FormField>
      ) : (
        <div className="variant-instructions-preview">
          <p className="admin-stat-label">Default instructions{platform ? ` for ${platform.name}` : ''}</p>
          <p className="muted">{defaults ? defaults.activationInstructions : 'Choose a platform to see its default instructions.'}</p>
          {defaults?.source === 'generic' && <p className="muted">This platform has no instructions of its own for this product type, so these generic steps are shown.</p>}
        </div>
      )}
      <Controller
        control={control}
        name="searchKeywords"
        render={({ field }) => (
          <FormField label="Search keywords" hint="Comma-separated; trimmed, lowercased and deduplicated." error={errors.searchKeywords?.message}>
            <input type="text" defaultValue={(field.value ?? []).join(', ')} onChange={(e) => field.onChange(e.currentTarget.value.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean))} />
          </FormField>
        )}
      />
    </>
  );
}
