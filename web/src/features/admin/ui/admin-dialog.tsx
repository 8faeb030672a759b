import type { ReactNode } from 'react';
import { NativeDialog } from '@/components/ui/native-dialog';
import { cn } from '@/lib/cn';

const classes = { dialog: 'admin-dialog', panel: 'admin-dialog-panel', header: 'admin-dialog-header', title: 'admin-dialog-title', close: 'icon-button' };

/** A centred modal for the back office's forms and views (native <dialog>: focus trapped, Escape closes). */
export function AdminDialog({ open, onClose, title, children, wide }: { open: boolean; onClose(): void; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <NativeDialog open={open} onClose={onClose} title={title} closeLabel="Close" classes={{ ...classes, dialog: cn(classes.dialog, wide && 'admin-dialog-wide') }}>
      <div className="admin-dialog-body">{open ? children : null}</div>
    </NativeDialog>
  );
}
