/** What a staff audit entry can be about. */
export const staffAuditSubjects = ['order', 'user', 'product', 'variant', 'key', 'slide', 'config', 'preorder', 'audience'] as const;
export type StaffAuditSubject = (typeof staffAuditSubjects)[number];

/** One staff action as the back office shows it (order timeline, user detail). */
export interface StaffAuditView {
  entryId: string;
  at: string;
  subjectType: StaffAuditSubject;
  subjectId: string;
  actorId: string;
  actorRole: string;
  action: string;
  summary: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The fields of `after` that differ from `before`, each side holding only those: what an audit entry records. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}
