import { Button } from '@/components/ui/button';

export interface FormActionsProps {
  /** The submit button's words, and what it says while the request runs. */
  label: string;
  pendingLabel?: string;
  pending: boolean;
  /** Without it the form has no Cancel (a form inside a tab, say). */
  onCancel?: () => void;
  /** Refunds and other irreversible submits are red. */
  destructive?: boolean;
  disabled?: boolean;
}

/** A back-office form's footer: Cancel, then the submit button, disabled while its request runs so it is sent once. */
export function FormActions({ label, pendingLabel = 'Saving...', pending, onCancel, destructive, disabled }: FormActionsProps) {
  return (
    <div className="admin-dialog-actions">
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" className={destructive ? 'btn-danger' : undefined} disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
