import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons';

export interface NativeDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  classes: { dialog: string; panel: string; header: string; title?: string; close: string };
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert (focus stays inside), Escape and a
 * backdrop click close it, and focus goes back to whatever opened it. Sheets and centred dialogs differ only in classes.
 */
export function NativeDialog({ open, onClose, title, closeLabel, children, classes }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={(event) => {
        // React lets a nested dialog's close reach this one's handler: only our own close closes us.
        if (event.target !== event.currentTarget) return;
        if (opener.current instanceof HTMLElement) opener.current.focus();
        onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        // Escape: close through React state so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.panel}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
