import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Spinner({ label = 'Loading...', className, ...props }: React.ComponentProps<'div'> & { label?: string }) {
  return (
    <div role="status" className={cn('spinner', className)} {...props}>
      <span className="spinner-ring" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}
