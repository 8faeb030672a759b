import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useApi } from '@/lib/use-api';
import { LoadError, PageHeader, StatCard, StatGrid } from '../ui/page-parts';
import { usd } from '../ui/money';
import { AnalyticsPanel } from './analytics-panel';
import { ConfigurationPanel } from './configuration-panel';
import { PoolHealthSlot } from './pool-health-slot';
import { PopularPlatformsPanel } from './popular-platforms-panel';
import { QuickActions } from './quick-actions';
import { RecentOrdersPanel } from './recent-orders-panel';
import { SecurityOverviewPanel } from './security-overview-panel';
import { LowStockAlert } from '../variants/low-stock-alert';
import './dashboard.css';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The Dashboard (back-office §2). Every figure comes from `GET /api/admin/dashboard`, which reads counters kept on write;
 * while it loads the cards show '—', never a number. Total Revenue is absent from an employee's answer, so the card is
 * shown only when the server sent it. The analytics panel reads its own route (`GET /api/admin/analytics`); the security panel
 * arrives with its issue: nothing stands in for it meanwhile.
 */
export function DashboardPage() {
  const { data, error, mutate } = useApi('/api/admin/dashboard');
  if (error) {
    return (
      <>
        <PageHeader title="Dashboard" />
        <LoadError message="Failed to load the dashboard" onRetry={() => void mutate()} />
      </>
    );
  }
  const isAdmin = data?.staff.role === 'admin';
  return (
    <div className="dashboard">
      <PageHeader title="Dashboard" subtitle="Sales, catalogue and configuration at a glance." />
      <section className="dashboard-welcome" aria-label="Welcome">
        <h2>Welcome back{data?.staff.name ? `, ${data.staff.name}` : ''}!</h2>
        <p>
          {data ? (
            <>
              You are signed in as {isAdmin ? 'an admin' : 'an employee'}. Today's figures cover the UTC day {data.today.day}.
            </>
          ) : (
            'Loading your store…'
          )}
        </p>
      </section>
      <StatGrid>
        <StatCard label="Gaming Products" value={data ? count(data.products.total) : '—'} hint={data ? `${count(data.products.active)} active` : undefined} />
        <StatCard label="Today's Sales" value={data ? count(data.today.orders) : '—'} hint="Orders paid today (UTC)" />
        <StatCard label="Today's Revenue" value={data ? usd(data.today.revenueCents) : '—'} hint={data?.today.refundedCents ? `${usd(data.today.refundedCents)} refunded` : 'Paid today (UTC)'} />
        {data?.allTime && (
          <StatCard label="Total Revenue" value={usd(data.allTime.revenueCents)} hint={`${count(data.allTime.orders)} orders${data.allTime.refundedCents ? `, ${usd(data.allTime.refundedCents)} refunded` : ''}`} />
        )}
      </StatGrid>
      <LowStockAlert canManage={isAdmin} />
      <AnalyticsPanel />
      <div className="dashboard-columns">
        <RecentOrdersPanel orders={data?.recentOrders} />
        <PopularPlatformsPanel platforms={data?.popularPlatforms} />
      </div>
      <div className="dashboard-columns">
        <QuickActions isAdmin={isAdmin} />
        <ConfigurationPanel configuration={data?.configuration} isAdmin={isAdmin} />
      </div>
      {isAdmin && <SecurityOverviewPanel />}
      <PoolHealthSlot />
      {isAdmin && (
        <p className="muted dashboard-footnote">
          Looking for someone? <Link to={getHref('adminUsers')}>Search users</Link>.
        </p>
      )}
    </div>
  );
}
