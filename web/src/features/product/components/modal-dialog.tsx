import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';

interface ModalDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A centred modal on the native <dialog>: the page behind is inert, focus moves into the dialog, Escape and a
 * backdrop click close it, and focus returns to the button that opened it.
 */
export function ModalDialog({ open, onClose, title, closeLabel, children }: ModalDialogProps) {
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
      className="pdp-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (opener.current instanceof HTMLElement) opener.current.focus();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="pdp-dialog-panel">
        <header className="pdp-dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="pdp-icon-button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        {open && children}
      </div>
    </dialog>
  );
}
