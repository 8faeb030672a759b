import { Badge } from '@/components/ui/badge';

/** A user's effective role: admin and employee stand out, a plain user does not. */
export function RoleBadge({ role }: { role: 'admin' | 'employee' | 'user' }) {
  return (
    <Badge variant={role === 'admin' ? 'danger' : role === 'employee' ? 'accent' : 'neutral'} data-role={role}>
      {role === 'admin' ? 'Admin' : role === 'employee' ? 'Employee' : 'User'}
    </Badge>
  );
}
