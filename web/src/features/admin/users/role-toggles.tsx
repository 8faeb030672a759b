import { Button } from '@/components/ui/button';
import type { ToggledRole } from './use-role-toggle';

const roles: ToggledRole[] = ['employee', 'admin'];

/** The row's or profile's role switches: each says what pressing it does, and is pressed while the role is held. */
export function RoleToggles({ activeRoles, disabled, onToggle }: { activeRoles: readonly string[]; disabled: boolean; onToggle(role: ToggledRole, isActive: boolean): void }) {
  return (
    <div className="users-role-toggles">
      {roles.map((role) => {
        const held = activeRoles.includes(role);
        return (
          <Button key={role} variant={held ? 'primary' : 'secondary'} className="btn-small" aria-pressed={held} disabled={disabled} onClick={() => onToggle(role, !held)}>
            {held ? `Revoke ${role}` : `Make ${role}`}
          </Button>
        );
      })}
    </div>
  );
}
