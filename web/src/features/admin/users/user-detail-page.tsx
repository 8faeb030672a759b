import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useApi } from '@/lib/use-api';
import { usd } from '../ui/money';
import { notifyError } from '../ui/notify';
import { EmptyState, LoadError, PageHeader, StatCard, StatGrid } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { Tabs } from '../ui/tabs';
import { displayName } from './user-columns';
import { UserOverview } from './user-overview';
import { UserActivityTab } from './user-activity-tab';
import { UserSecurityFrame } from './user-later-frames';
import { UserSessionsTab } from './user-sessions-tab';
import { badgeClass } from '../security/security-labels';
import { riskBadge } from './user-risk';
import './users.css';

type Tab = 'overview' | 'sessions' | 'activity' | 'security';
const tabs: { id: Tab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'activity', label: 'Activity' },
  { id: 'security', label: 'Security' },
];

/** User detail (back-office §2, admin only): summary cards, then Overview, Sessions, Activity and Security tabs. */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const [tab, setTab] = useState<Tab>('overview');
  const { data, error, mutate } = useApi('/api/admin/users/{userId}', { params: { userId } }, { onError: (e) => { if (!isApiError(e) || e.status !== 404) notifyError('Failed to fetch user data', e); } });
  const back = (
    <Link className="btn btn-ghost" to={getHref('adminUsers')}>
      ← Back to Users
    </Link>
  );
  if (error) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <>
        <PageHeader title="User Details" actions={back} />
        {missing ? <EmptyState title="User not found" hint="No user has this id." /> : <LoadError message="Failed to fetch user data" onRetry={() => void mutate()} />}
      </>
    );
  }
  const name = data ? displayName(data.profile) : 'User Details';
  return (
    <div className="user-detail">
      <PageHeader
        title={name}
        subtitle={data?.profile.email ?? (data ? 'No e-mail on file' : 'Loading…')}
        actions={
          <div className="user-detail-links">
            {back}
            <Link className="btn btn-secondary" to={getHref('adminEnhancedUserIntelligence', { user: userId })}>
              Intelligence report
            </Link>
          </div>
        }
      />
      <StatGrid>
        <StatCard label="Orders" value={data ? data.figures.orders.toLocaleString('en-US') : '—'} />
        <StatCard label="Total Spent" value={data ? usd(data.figures.spentCents) : '—'} hint="Paid, before refunds" />
        <StatCard label="Sessions" value={data ? data.sessions.toLocaleString('en-US') : '—'} hint="Tracked visits while signed in" />
        <StatCard
          label="Risk"
          value={data ? <span className={badgeClass(riskBadge(data.risk.score))}>{data.risk.score}/100</span> : '—'}
          hint={data ? data.risk.classification.charAt(0).toUpperCase() + data.risk.classification.slice(1) : undefined}
        />
        <StatCard
          label="Last Activity"
          value={data?.lastActivityAt ? <time dateTime={data.lastActivityAt} title={exactTime(data.lastActivityAt)}>{relativeTime(data.lastActivityAt)}</time> : '—'}
          hint="Last session, order or profile change"
        />
      </StatGrid>
      <Tabs<Tab> label="User details" tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'overview' && (data ? <UserOverview user={data} onChanged={mutate} /> : <p className="muted">Loading…</p>)}
        {tab === 'sessions' && <UserSessionsTab userId={userId} />}
        {tab === 'activity' && <UserActivityTab userId={userId} />}
        {tab === 'security' && <UserSecurityFrame userId={userId} />}
      </Tabs>
    </div>
  );
}
