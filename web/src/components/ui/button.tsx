import type * as React from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  ghost: 'btn btn-ghost',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

export function Button({ variant = 'primary', type = 'button', className, ...props }: React.ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={cn(buttonVariants[variant], className)} {...props} />;
}
