import { isApiError } from '@/lib/api-error';
import type { CartLine } from '@/lib/cart/cart-lines';

/** Why a checkout was refused, sorted for the page: per line, per field, and the rest. */
export interface CheckoutFailure {
  status: number | null;
  /** The problem's own summary (the server's title or detail), when it gave one. */
  message: string | null;
  lines: Record<string, string>;
  email: string | null;
  notes: string | null;
  /** Field errors that name nothing on the page. */
  other: string[];
}

/**
 * Reads a refused checkout. The server names lines by their index in the request (`body.lines.3`), so the lines that were
 * sent turn those back into variants: a 409 (short, sold out, price changed) or a 422 (region not acknowledged) shows
 * on the line it is about.
 */
export function checkoutFailure(error: unknown, sent: readonly CartLine[]): CheckoutFailure {
  const failure: CheckoutFailure = { status: null, message: null, lines: {}, email: null, notes: null, other: [] };
  if (!isApiError(error)) return failure;
  failure.status = error.status;
  failure.message = error.problem.detail ?? error.problem.title;
  for (const { path, message } of error.fieldErrors) {
    const line = /^body\.lines\.(\d+)/.exec(path);
    const variantId = line ? sent[Number(line[1])]?.variantId : undefined;
    if (variantId) failure.lines[variantId] = failure.lines[variantId] ? `${failure.lines[variantId]} ${message}` : message;
    else if (path === 'body.email') failure.email = message;
    else if (path === 'body.customerNotes') failure.notes = message;
    else failure.other.push(message);
  }
  return failure;
}
