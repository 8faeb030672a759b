import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';

/** A success toast with back-office §8's wording. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, ...(description ? { description } : {}), variant: 'success' });
}

/**
 * A failure toast (back-office §8): the screen's own message as the title (e.g. 'Failed to update order'), and the
 * server's message, where the answer carries one, as the description. Screens whose §8 title is the generic Error
 * pass `{ generic: true }` and get their message as the description.
 */
export function notifyError(message: string, error?: unknown, options: { generic?: boolean } = {}): void {
  const server = serverMessage(error);
  if (options.generic) toast({ title: 'Error', description: server ? `${message}: ${server}` : message, variant: 'destructive' });
  else toast({ title: message, ...(server ? { description: server } : {}), variant: 'destructive' });
}

/** What the API said went wrong: the problem's detail, its first field error, or its title; nothing for network errors. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.fieldErrors[0];
  return error.problem.detail ?? (field ? field.message : undefined) ?? error.problem.title;
}
