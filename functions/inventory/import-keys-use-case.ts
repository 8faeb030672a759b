import { accountLineProblem, isAccountType } from '../../shared/inventory/key-fingerprint-input';
import type { KeyImportResult } from '../../shared/inventory/inventory-views';
import { pastedLine } from '../../shared/inventory/key-import-input';
import { NotFoundError, ValidationError } from '../../shared/errors/domain-errors';
import { recordStaffAction } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { storeKeys } from './store-keys';

const maxLineErrors = 20;

/**
 * An admin's key import: account lines checked for a login and a password, then stored (duplicates refused and named),
 * and one staff audit entry for the import. The keys go in many transactions, so the entry follows them. Every line
 * named is the line the key was pasted on (`lines`, when the client dropped blank lines), not its place in the list.
 */
export async function importKeys(
  deps: Deps,
  caller: Caller,
  variantId: string,
  keys: readonly string[],
  lines?: readonly number[],
): Promise<KeyImportResult & { productId: string }> {
  const variant = (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1 })).data[0];
  if (!variant) throw new NotFoundError('Variant not found.');
  const product = (await deps.store.entities.product.get({ productId: variant.productId }).go()).data;
  if (!product) throw new NotFoundError('Variant not found.');
  if (isAccountType(product.productType)) {
    const errors = keys.flatMap((line, i) => {
      const problem = accountLineProblem(line);
      return problem ? [{ path: `body.keys.${i}`, message: `Line ${pastedLine(lines, i)}: ${problem}` }] : [];
    });
    if (errors.length) throw new ValidationError(errors[0]!.message, { fieldErrors: errors.slice(0, maxLineErrors) });
  }
  const stored = await storeKeys(deps, variantId, keys, caller.userId!);
  const result = { ...stored, refused: stored.refused.map((r) => ({ ...r, line: pastedLine(lines, r.line - 1) })) };
  await recordStaffAction(deps, caller, {
    subjectType: 'variant',
    subjectId: variantId,
    action: 'keys.imported',
    summary: `Imported ${result.imported} keys${result.refused.length ? `, refused ${result.refused.length} duplicates` : ''}`,
    after: { imported: result.imported, refused: result.refused.length, availableKeys: result.availableKeys },
  });
  const refusedText = result.refused.length ? `; ${result.refused.length} duplicate${result.refused.length === 1 ? '' : 's'} refused` : '';
  return { ...result, encryption: 'AES-256-GCM', message: `Added ${result.imported} keys with AES-256 encryption${refusedText}` };
}
