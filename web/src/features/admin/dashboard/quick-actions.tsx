import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { Panel } from '../ui/page-parts';

/**
 * Quick Actions (back-office §2): each goes to the page where the work is done. Adding products and managing staff are
 * for admins; an employee, who may browse the catalogue but not change it, is offered what they can do instead.
 */
export function QuickActions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Panel title="Quick Actions">
      <div className="dashboard-actions">
        <Link className="btn btn-primary" to={getHref('adminProducts')}>
          {isAdmin ? 'Add Gaming Products' : 'Browse Products'}
        </Link>
        <Link className="btn btn-secondary" to={getHref('adminOrders')}>
          Process Orders
        </Link>
        {isAdmin && (
          <Link className="btn btn-secondary" to={getHref('adminUsers')}>
            Manage Staff
          </Link>
        )}
      </div>
    </Panel>
  );
}
