import { Controller, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import type { Country } from '../../../../../shared/catalog/country';
import type { Platform } from '../../../../../shared/catalog/platform';
import type { Region } from '../../../../../shared/catalog/region';
import { countryCreateSchema, languageCreateSchema, platformCreateSchema, platformFields, regionCreateSchema, regionFields } from '../../../../../shared/content/reference-input';
import { FormField, SwitchField } from '../ui/form-field';
import { FormActions } from '../ui/form-actions';
import { useZodForm } from '../ui/use-zod-form';

interface FormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  onSubmit(values: z.output<S>): Promise<unknown>;
  onCancel(): void;
  pending: boolean;
}

export function LanguageForm({ onSubmit, onCancel, pending }: FormProps<typeof languageCreateSchema>) {
  const { register, handleSubmit, control, formState } = useZodForm(languageCreateSchema, { code: '', name: '', nativeName: '', isActive: true });
  const e = formState.errors;
  return (
    <form className="admin-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="admin-form-row">
        <FormField label="Name" error={e.name?.message}>
          <input {...register('name')} />
        </FormField>
        <FormField label="Code" hint="e.g. en or pt-BR" error={e.code?.message}>
          <input {...register('code')} />
        </FormField>
        <FormField label="Native name" error={e.nativeName?.message}>
          <input {...register('nativeName')} />
        </FormField>
      </div>
      <Controller control={control} name="isActive" render={({ field }) => <SwitchField label="Active" checked={field.value !== false} onChange={field.onChange} />} />
      <FormActions pending={pending} onCancel={onCancel} label="Create" />
    </form>
  );
}

export function CountryForm({ onSubmit, onCancel, pending }: FormProps<typeof countryCreateSchema>) {
  const { register, handleSubmit, control, formState } = useZodForm(countryCreateSchema, { code: '', name: '', isActive: true });
  const e = formState.errors;
  return (
    <form className="admin-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="admin-form-row">
        <FormField label="Name" error={e.name?.message}>
          <input {...register('name')} />
        </FormField>
        <FormField label="Code" hint="Two letters, e.g. US" error={e.code?.message}>
          <input {...register('code')} maxLength={2} />
        </FormField>
      </div>
      <Controller control={control} name="isActive" render={({ field }) => <SwitchField label="Active" checked={field.value !== false} onChange={field.onChange} />} />
      <FormActions pending={pending} onCancel={onCancel} label="Create" />
    </form>
  );
}

/** A region's add and edit form; the code is fixed once created (it is the region's id), so editing hides it. */
export function RegionForm({ region, countries, onSubmit, onCancel, pending }: FormProps<typeof regionCreateSchema> & { region?: Region; countries: Country[] }) {
  const schema = region ? regionFields.extend({ code: regionCreateSchema.shape.code }) : regionCreateSchema;
  const { register, handleSubmit, control, formState } = useZodForm(schema, {
    code: region?.code ?? '',
    name: region?.name ?? '',
    isGlobal: region?.isGlobal ?? false,
    restrictions: region?.restrictions ?? '',
    excludedCountries: region?.excludedCountries ?? [],
  });
  const e = formState.errors;
  return (
    <form className="admin-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="admin-form-row">
        <FormField label="Name" error={e.name?.message}>
          <input {...register('name')} />
        </FormField>
        {!region && (
          <FormField label="Code" hint="e.g. EU or GLOBAL" error={e.code?.message}>
            <input {...register('code')} />
          </FormField>
        )}
      </div>
      <Controller control={control} name="isGlobal" render={({ field }) => <SwitchField label="Global (activates everywhere but the excluded countries)" checked={field.value === true} onChange={field.onChange} />} />
      <FormField label="Restrictions" error={e.restrictions?.message}>
        <input {...register('restrictions')} />
      </FormField>
      <Controller
        control={control}
        name="excludedCountries"
        render={({ field }) => (
          <FormField label="Excluded countries" hint="Ctrl or Cmd + click to choose several; saving replaces the whole list." error={e.excludedCountries?.message ?? e.excludedCountries?.[0]?.message}>
            <select multiple size={8} value={(field.value as string[] | undefined) ?? []} onChange={(ev) => field.onChange([...ev.currentTarget.selectedOptions].map((o) => o.value))}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code})
                </option>
              ))}
            </select>
          </FormField>
        )}
      />
      <FormActions pending={pending} onCancel={onCancel} label={region ? 'Update' : 'Create'} />
    </form>
  );
}

// Each type is used differently (a gift card's code adds a balance, an account is signed into), so each has its own default.
const typeInstructions = [
  { field: 'giftCardInstructions', label: 'Gift card instructions' },
  { field: 'accountInstructions', label: 'Account instructions' },
  { field: 'subscriptionInstructions', label: 'Subscription instructions' },
  { field: 'softwareInstructions', label: 'Software instructions' },
] as const;

/** A platform's add and edit form; the code is fixed once created (URLs and filters use it). */
export function PlatformForm({ platform, onSubmit, onCancel, pending }: FormProps<typeof platformCreateSchema> & { platform?: Platform }) {
  const schema = platform ? platformFields.extend({ code: platformCreateSchema.shape.code }) : platformCreateSchema;
  const { register, handleSubmit, formState } = useZodForm(schema, {
    code: platform?.code ?? '',
    name: platform?.name ?? '',
    iconUrl: platform?.iconUrl ?? '',
    defaultInstructions: platform?.defaultInstructions ?? '',
    giftCardInstructions: platform?.giftCardInstructions ?? '',
    accountInstructions: platform?.accountInstructions ?? '',
    subscriptionInstructions: platform?.subscriptionInstructions ?? '',
    softwareInstructions: platform?.softwareInstructions ?? '',
  });
  const e = formState.errors;
  return (
    <form className="admin-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="admin-form-row">
        <FormField label="Name" error={e.name?.message}>
          <input {...register('name')} />
        </FormField>
        {!platform && (
          <FormField label="Code" hint="e.g. steam" error={e.code?.message}>
            <input {...register('code')} />
          </FormField>
        )}
      </div>
      <FormField label="Icon URL" error={e.iconUrl?.message}>
        <input type="url" {...register('iconUrl')} />
      </FormField>
      <FormField label="Default activation instructions (games and DLC)" error={e.defaultInstructions?.message}>
        <textarea rows={4} {...register('defaultInstructions')} />
      </FormField>
      {typeInstructions.map(({ field, label }) => (
        <FormField key={field} label={label} hint="Empty: the storefront shows generic steps for the type." error={e[field]?.message}>
          <textarea rows={3} {...register(field)} />
        </FormField>
      ))}
      <FormActions pending={pending} onCancel={onCancel} label={platform ? 'Update' : 'Create'} />
    </form>
  );
}
