import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useApi } from '@/lib/use-api';
import type { SecurityOverview } from '../../../../../shared/security/security-views';
import { LoadError, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { relativeTime } from '../ui/relative-time';
import { ruleLabel, severityClass } from '../security/security-labels';

const arrow = (t: SecurityOverview['threatsTrend']) => (t.arrow === 'up' ? '↑' : t.arrow === 'down' ? '↓' : '');
const change = (t: SecurityOverview['threatsTrend']) => (t.changePercent === null ? 'none the day before' : `${t.changePercent > 0 ? '+' : ''}${t.changePercent}% vs previous 24h`);

/**
 * The dashboard's Security & Fraud Detection panel (back-office §2, admins): counters kept on write, refreshed on demand.
 * The feed lists fraud alerts, whose action is Under Review (back-office §4); the VPN log's Blocked or Monitored, by the
 * address's own score, is on the Security page's Threat Detection tab.
 */
export function SecurityOverviewPanel() {
  const { data, error, mutate, isValidating } = useApi('/api/admin/security/overview');
  return (
    <Panel
      title="Security & Fraud Detection"
      actions={
        <button type="button" className="btn btn-secondary" onClick={() => void mutate()} disabled={isValidating}>
          {isValidating ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      {error && !data ? (
        <LoadError message="Failed to fetch security data" onRetry={() => void mutate()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Threats Detected (24h)" value={data ? `${data.threats24h} ${arrow(data.threatsTrend)}` : '—'} hint={data ? change(data.threatsTrend) : undefined} />
            <StatCard label="High Risk Alerts" value={data ? data.highRiskAlerts24h : '—'} hint="High or critical, 24h" />
            <StatCard label="Blocked Attempts" value={data ? data.blockedAttempts24h : '—'} hint="Checkouts refused, 24h" />
            <StatCard label="VPN Detections" value={data ? `${data.vpnDetections24h} ${arrow(data.vpnTrend)}` : '—'} hint={data ? change(data.vpnTrend) : undefined} />
            <StatCard label="Unique Threat IPs" value={data ? data.uniqueThreatIps24h : '—'} hint="24h" />
            <StatCard label="Avg Risk Score" value={data ? `${data.averageRisk}/100` : '—'} hint={data ? `Threat level ${data.threatLevel}` : undefined} />
          </StatGrid>
          <div className="dashboard-columns">
            <section aria-label="Threat categories (last 7 days)">
              <h3>Threat Categories (last 7 days)</h3>
              {data && data.categories7d.length === 0 ? (
                <p className="muted">No threats in the last 7 days.</p>
              ) : (
                <ul className="dashboard-threat-categories">
                  {data?.categories7d.map((c) => (
                    <li key={c.category}>
                      <span>{ruleLabel(c.category)}</span>
                      <strong>{c.count}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Recent threat activity">
              <h3>Recent Threat Activity (last 2 hours)</h3>
              {data && data.recentThreats.length === 0 ? (
                <p className="muted">No threats in the last 2 hours.</p>
              ) : (
                <ul className="dashboard-threat-feed">
                  {data?.recentThreats.map((t) => (
                    <li key={t.alertId}>
                      <span className={severityClass(t.severity)}>{t.score}</span>
                      <span>
                        {ruleLabel(t.alertType)}
                        {t.ipAddress && <code> {t.ipAddress}</code>}
                        <span className="muted"> · Under Review · {relativeTime(t.at)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <p className="muted">
            <Link to={getHref('adminSecurityFraud')}>Open Security & Fraud</Link>
          </p>
        </>
      )}
    </Panel>
  );
}
