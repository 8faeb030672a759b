import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { NativeDialog } from './native-dialog';

interface SheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  side?: 'left' | 'right';
  className?: string;
  children: ReactNode;
}

/** A side drawer: a native modal dialog styled to slide in from one edge. */
export function Sheet({ side = 'left', className, ...props }: SheetProps) {
  return (
    <NativeDialog
      {...props}
      classes={{ dialog: cn('sheet', `sheet-${side}`, className), panel: 'sheet-panel', header: 'sheet-header', title: 'sheet-title', close: 'icon-button' }}
    />
  );
}
