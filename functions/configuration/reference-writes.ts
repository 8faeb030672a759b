import { changedFields } from '../../shared/audit/staff-audit';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import type { TxWrite } from '../orders/transaction-types';

export type Actor = Pick<Caller, 'userId' | 'role'>;
export type Tx = Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0];
export type ReferenceKind = 'language' | 'country' | 'region' | 'platform';

const label: Record<ReferenceKind, string> = { language: 'Language', country: 'Country', region: 'Region', platform: 'Platform' };

/**
 * Creates a reference record and its audit entry in one transaction. The record's key is its code (or derived from
 * it), so ElectroDB's create (`attribute_not_exists`) is the uniqueness check, even for two admins at once.
 */
export async function createReference(
  deps: Pick<Deps, 'store' | 'now'>,
  actor: Actor,
  kind: ReferenceKind,
  subject: { id: string; code: string; name: string; after: Record<string, unknown> },
  write: (tx: Tx) => TxWrite,
): Promise<void> {
  const audit = staffAuditItem(deps, actor, {
    subjectType: 'config',
    subjectId: `${kind}:${subject.id}`,
    action: `${kind}.create`,
    summary: `Created ${kind} ${subject.name} (${subject.code})`,
    after: subject.after,
  });
  const result = await deps.store.transaction.write((tx) => [write(tx), auditWrite(tx, audit)]).go();
  if (result.canceled) throw new ConflictError(`A ${kind} with the code ${subject.code} already exists.`, { fieldErrors: [{ path: 'body.code', message: `${label[kind]} code ${subject.code} is taken` }] });
}

/**
 * Updates a reference record and records the fields that changed, in one transaction conditioned on the version
 * read (its `updatedAt`), so a concurrent edit is refused rather than lost. Nothing changed writes nothing.
 */
export async function updateReference<T extends Record<string, unknown>>(
  deps: Pick<Deps, 'store' | 'now'>,
  actor: Actor,
  kind: ReferenceKind,
  subject: { id: string; name: string; before: T | null; after: T; version: string | undefined },
  write: (tx: Tx) => TxWrite,
): Promise<void> {
  if (!subject.before) throw new NotFoundError(`${label[kind]} ${subject.id} was not found.`);
  const diff = changedFields(subject.before, subject.after);
  // A field cleared in the form is absent from `after`; changedFields skips absent keys, so compare those too.
  for (const key of Object.keys(subject.before)) {
    if (!(key in subject.after) && subject.before[key] !== undefined) {
      (diff.before as Record<string, unknown>)[key] = subject.before[key];
      (diff.after as Record<string, unknown>)[key] = null;
    }
  }
  if (Object.keys(diff.after).length === 0) return;
  const audit = staffAuditItem(deps, actor, { subjectType: 'config', subjectId: `${kind}:${subject.id}`, action: `${kind}.update`, summary: `Updated ${kind} ${subject.name}`, ...diff });
  const result = await deps.store.transaction.write((tx) => [write(tx), auditWrite(tx, audit)]).go();
  if (result.canceled) throw new ConflictError(`This ${kind} was changed by someone else meanwhile. Reload it and try again.`);
}

/** Optional text attributes a form can clear: set when given, removed when left empty. */
export function setOrRemove<K extends string>(fields: Partial<Record<K, string | undefined>>, keys: readonly K[]) {
  const set: Partial<Record<K, string>> = {};
  const remove: K[] = [];
  for (const key of keys) {
    const value = fields[key];
    if (value === undefined) remove.push(key);
    else set[key] = value;
  }
  return { set, remove };
}
