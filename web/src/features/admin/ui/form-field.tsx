import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement, isValidElement } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled control with its hint and error: `<FormField label="Name" error={errors.name?.message}><input {...register('name')} /></FormField>`.
 * The label, hint and error are tied to the control (id, aria-describedby, aria-invalid) so screen readers read them.
 */
export function FormField({ label, hint, error, children, className }: { label: string; hint?: ReactNode; error?: string | undefined; children: ReactElement; className?: string }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })
    : children;
  return (
    <div className={cn('field admin-field', className)}>
      <label htmlFor={id}>{label}</label>
      {control}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled on/off switch (a checkbox with role switch). */
export function SwitchField({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange(next: boolean): void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="admin-switch">
      <input id={id} type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
