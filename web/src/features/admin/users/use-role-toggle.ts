import { useCallback } from 'react';
import { apiSend } from '@/lib/api-client';
import { useConfirm } from '../ui/use-confirm';
import { useStaffAction } from '../ui/use-staff-action';

export type ToggledRole = 'employee' | 'admin';

const messages = { success: 'User role updated successfully', failure: 'Failed to update user role' } as const;

/**
 * Grants or revokes a staff role through the existing role API (audited on the server), after a confirmation, with
 * back-office §8's toasts; `onDone` (keep it stable, e.g. SWR's `mutate`) reloads what shows the role.
 */
export function useRoleToggle(onDone: () => unknown) {
  const [confirm, confirmDialog] = useConfirm();
  const send = useCallback(
    (userId: string, role: ToggledRole, isActive: boolean) => apiSend('PUT', '/api/admin/users/{userId}/roles/{role}', { params: { userId, role }, body: { isActive } }),
    [],
  );
  const { run, pending } = useStaffAction(send, messages);
  const toggle = useCallback(async (user: { userId: string; name: string }, role: ToggledRole, isActive: boolean) => {
    const ok = await confirm({
      title: isActive ? `Make ${user.name} ${role === 'admin' ? 'an admin' : 'an employee'}?` : `Remove ${user.name}'s ${role} role?`,
      message: isActive
        ? `${user.name} will get ${role === 'admin' ? 'every admin permission, including users, revenue and configuration' : 'access to the back office as staff'}. The change is recorded in the audit log.`
        : `${user.name} will lose the ${role} role at once. The change is recorded in the audit log.`,
      confirmLabel: isActive ? `Grant ${role}` : `Revoke ${role}`,
      destructive: !isActive,
    });
    if (!ok) return;
    const result = await run(user.userId, role, isActive);
    if (result) await onDone();
  }, [confirm, run, onDone]);
  return { toggle, pending, confirmDialog };
}
