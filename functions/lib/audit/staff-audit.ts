import { monotonicFactory } from 'ulid';
import type { StaffAuditSubject, StaffAuditView } from '../../../shared/audit/staff-audit';
import type { Deps } from '../deps';
import type { Caller } from '../http/caller';

// Monotonic, so two entries of one request list in the order they were made.
const ulid = monotonicFactory();

export interface StaffActionInput {
  subjectType: StaffAuditSubject;
  subjectId: string;
  action: string;
  summary: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

type Actor = Pick<Caller, 'userId' | 'role'>;
type AuditDeps = Pick<Deps, 'store' | 'now'>;
type TxEntities = Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0];

/** The item an audit entry writes; build it once and put it in the change's own transaction. */
export function staffAuditItem(deps: Pick<Deps, 'now'>, actor: Actor, input: StaffActionInput) {
  const at = deps.now().toISOString();
  return {
    ...input,
    at,
    day: at.slice(0, 10),
    entryId: ulid(),
    actorId: actor.userId ?? 'unknown',
    actorRole: actor.role,
  };
}

/** The audit entry as one write of a transaction: `tx.write((t) => [change, auditWrite(t, item)])`. */
export function auditWrite(tx: TxEntities, item: ReturnType<typeof staffAuditItem>) {
  return tx.staffAuditEntry.create(item).commit();
}

/** Records a staff action on its own, for changes that are not a DynamoDB transaction (a refund at Stripe, a resent e-mail). */
export async function recordStaffAction(deps: AuditDeps, actor: Actor, input: StaffActionInput): Promise<StaffAuditView> {
  const item = staffAuditItem(deps, actor, input);
  await deps.store.entities.staffAuditEntry.create(item).go();
  return toView(item);
}

/** One page of the audit entries about a record, newest first. */
export async function auditOfSubject(
  deps: Pick<Deps, 'store' | 'cursors'>,
  subject: { subjectType: StaffAuditSubject; subjectId: string },
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: StaffAuditView[]; nextCursor: string | null }> {
  const scope = { listing: 'staff-audit', filters: subject };
  const result = await deps.cursors.page(page.cursor, scope, (cursor) =>
    deps.store.entities.staffAuditEntry.query.bySubject(subject).go({ cursor, limit: page.limit, order: 'desc' }),
  );
  return { items: result.data.map(toView), nextCursor: result.nextCursor };
}

/** One page of what a staff member did, newest first. */
export async function auditOfActor(deps: Pick<Deps, 'store' | 'cursors'>, actorId: string, page: { cursor?: string | undefined; limit: number }) {
  const scope = { listing: 'staff-audit-actor', filters: { actorId } };
  const result = await deps.cursors.page(page.cursor, scope, (cursor) =>
    deps.store.entities.staffAuditEntry.query.byActor({ actorId }).go({ cursor, limit: page.limit, order: 'desc' }),
  );
  return { items: result.data.map(toView), nextCursor: result.nextCursor };
}

function toView(item: ReturnType<typeof staffAuditItem> | StaffAuditView): StaffAuditView {
  const { entryId, at, subjectType, subjectId, actorId, actorRole, action, summary, before, after } = item;
  return { entryId, at, subjectType, subjectId, actorId, actorRole, action, summary, ...(before ? { before } : {}), ...(after ? { after } : {}) };
}
