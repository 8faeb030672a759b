import type { ReactNode } from 'react';
import { NativeDialog } from '@/components/ui/native-dialog';

interface ModalDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** The product page's centred dialog ('About Pre-Orders', 'All Supported Languages'). */
export function ModalDialog(props: ModalDialogProps) {
  return (
    <NativeDialog
      {...props}
      classes={{ dialog: 'pdp-dialog', panel: 'pdp-dialog-panel', header: 'pdp-dialog-header', close: 'pdp-icon-button' }}
    />
  );
}
