import type * as React from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = {
  neutral: 'badge',
  accent: 'badge badge-accent',
  warning: 'badge badge-warning',
  danger: 'badge badge-danger',
  success: 'badge badge-success',
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

export function Badge({ variant = 'neutral', className, ...props }: React.ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span className={cn(badgeVariants[variant], className)} {...props} />;
}
