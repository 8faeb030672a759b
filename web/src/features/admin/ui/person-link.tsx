import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';

/**
 * A person a back-office list mentions, by name, linked to their user page: "Guest" without an account, and "Deleted
 * account" for an id whose account is gone. Internal ids are never the words staff read; the link keeps the id.
 */
export function PersonLink({ userId, userName }: { userId: string | null; userName: string | null }) {
  if (!userId) return <span className="muted">Guest</span>;
  return (
    <Link to={getHref('adminUser', { userId })} className={userName ? undefined : 'muted'}>
      {userName ?? 'Deleted account'}
    </Link>
  );
}
