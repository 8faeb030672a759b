import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table';
import type { Deps } from '../deps';
import { auditOfActor, auditOfSubject, auditWrite, recordStaffAction, staffAuditItem } from './staff-audit';

describe('the staff audit log', () => {
  let deps: Deps;
  const admin = { userId: 'audit-admin', role: 'admin' as const };
  beforeAll(async () => {
    deps = await useTestTable();
  });

  it('lists the entries about a record newest first, page by page, and what an actor did', async () => {
    const subject = { subjectType: 'order' as const, subjectId: 'audit-order-1' };
    for (const status of ['processing', 'completed', 'refunded']) {
      await recordStaffAction(deps, admin, { ...subject, action: 'order.status', summary: `Status set to ${status}`, before: { status: 'x' }, after: { status } });
    }

    const first = await auditOfSubject(deps, subject, { limit: 2 });
    const second = await auditOfSubject(deps, subject, { limit: 2, cursor: first.nextCursor! });
    const byActor = await auditOfActor(deps, 'audit-admin', { limit: 10 });

    expect(first.items.map((e) => e.after?.status)).toEqual(['refunded', 'completed']);
    expect(second.items.map((e) => e.after?.status)).toEqual(['processing']);
    expect(first.items[0]).toMatchObject({ actorId: 'audit-admin', actorRole: 'admin', action: 'order.status', before: { status: 'x' } });
    expect(byActor.items.filter((e) => e.subjectId === 'audit-order-1')).toHaveLength(3);
  });

  it('is written inside the change it records, so a cancelled change leaves no entry', async () => {
    const item = staffAuditItem(deps, admin, { subjectType: 'user', subjectId: 'audit-user-ghost', action: 'user.note', summary: 'never happens' });
    const result = await deps.store.transaction
      .write((tx) => [
        tx.user.patch({ userId: 'audit-user-ghost' }).set({ fullName: 'Ghost' }).where((a, { exists }) => exists(a.userId)).commit(),
        auditWrite(tx, item),
      ])
      .go();

    expect(result.canceled).toBe(true);
    expect((await auditOfSubject(deps, { subjectType: 'user', subjectId: 'audit-user-ghost' }, { limit: 5 })).items).toEqual([]);
  });
});
