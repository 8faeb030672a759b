import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useApi } from '@/lib/use-api';
import { LoadError, StatCard, StatGrid } from '../ui/page-parts';
import { money } from '../ui/money';
import { AlertTable } from '../security/alert-table';
import { badgeClass } from '../security/security-labels';
import { riskBadge } from './user-risk';

/** The user's Security tab (back-office §2, §9): risk score and its parts, classification, and their fraud alerts. */
export function UserSecurityFrame({ userId }: { userId: string }) {
  const { data, error, mutate } = useApi('/api/admin/users/{userId}/security', { params: { userId } });
  return (
    <div className="user-frame" data-frame="security">
      {error && !data ? (
        <LoadError message="Failed to fetch security data" onRetry={() => void mutate()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Risk Score" value={data ? <span className={badgeClass(riskBadge(data.riskScore))}>{data.riskScore}/100</span> : '—'} hint={data ? `${data.band} risk · ${data.classification}` : undefined} />
            <StatCard label="VPN Detections (24h)" value={data ? data.vpnDetections24h : '—'} hint="10 points each, at most 40" />
            <StatCard label="Unresolved High Alerts" value={data ? data.unresolvedHighAlerts : '—'} hint="20 points each, at most 40" />
            <StatCard label="Orders" value={data ? data.totalOrders : '—'} hint={data ? `${money(data.totalSpentCents, 'USD')} spent` : undefined} />
          </StatGrid>
          {data && <AlertTable alerts={data.alerts} caption="This user's fraud alerts" />}
        </>
      )}
      <div className="user-detail-links">
        <Link className="btn btn-secondary" to={getHref('adminEnhancedUserIntelligence', { user: userId })}>
          Open intelligence report
        </Link>
        <Link className="btn btn-secondary" to={getHref('adminSecurityFraud', { user: userId })}>
          Open Security &amp; Fraud
        </Link>
      </div>
    </div>
  );
}
