import { Button } from '@/components/ui/button';
import type { ToggledRole } from './use-role-toggle';

const roles: ToggledRole[] = ['employee', 'admin'];

/** The row's or profile's role switches: filled with a tick while the role is held; each is named for what pressing it does. */
export function RoleToggles({ activeRoles, disabled, onToggle }: { activeRoles: readonly string[]; disabled: boolean; onToggle(role: ToggledRole, isActive: boolean): void }) {
  return (
    <div className="users-role-toggles">
      {roles.map((role) => {
        const held = activeRoles.includes(role);
        return (
          <Button
            key={role}
            variant={held ? 'primary' : 'secondary'}
            className="btn-small"
            aria-label={held ? `Revoke ${role}` : `Make ${role}`}
            title={held ? `Revoke ${role}` : `Make ${role}`}
            disabled={disabled}
            onClick={() => onToggle(role, !held)}
          >
            <span aria-hidden="true">{held ? '✓' : '+'}</span> {role === 'admin' ? 'Admin' : 'Employee'}
          </Button>
        );
      })}
    </div>
  );
}
