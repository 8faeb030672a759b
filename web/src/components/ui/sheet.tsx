import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from '../icons';

interface SheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  side?: 'left' | 'right';
  className?: string;
  children: ReactNode;
}

/**
 * A side drawer on the native modal <dialog>: the browser makes the rest of the page inert (focus stays inside),
 * Escape closes it, and focus goes back to whatever opened it.
 */
export function Sheet({ open, onClose, title, closeLabel, side = 'left', className, children }: SheetProps) {
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
      className={cn('sheet', `sheet-${side}`, className)}
      aria-labelledby={titleId}
      onClose={() => {
        if (opener.current instanceof HTMLElement) opener.current.focus();
        onClose();
      }}
      onCancel={(event) => {
        // Escape: close through React state so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sheet-panel">
        <div className="sheet-header">
          <h2 id={titleId} className="sheet-title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
