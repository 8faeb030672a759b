import type { TimelineSessionView, UserTimelineView } from '../../../../../shared/intelligence/console-views';
import { sessionRiskBadge } from '../../../../../shared/security/risk-score';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { Panel, StatCard, StatGrid } from '../ui/page-parts';
import { badgeClass } from '../security/security-labels';
import { AnalysisFailed } from './analysis-failed';
import { Fact } from './fact';
import { correlationBadge, countryName, dateOnly, dateTime, profileName, sessionDuration, words } from './intelligence-format';
import { JourneySteps } from './journey-steps';
import { failureToast, useRerun } from './use-rerun';

const path = '/api/admin/intelligence/users/{userId}/timeline';
const title = 'User Timeline & Identity Evolution';
const onError = failureToast('Timeline Error', 'Failed to fetch timeline');

/** The Timeline tab (§2, §3): the user's profile, risk, totals and sessions, their own and those correlated with them. */
export function TimelinePanel({ userId }: { userId: string }) {
  const params = { userId };
  const { data, error, isLoading, isValidating, mutate } = useApi(path, { params }, { onError, shouldRetryOnError: false });
  const rerun = useRerun(mutate, () => apiGet(path, { params, query: { fresh: 'true' } }), onError);
  if (error && !data) return <AnalysisFailed title={title} message="The timeline could not be loaded." retryLabel="Retry Loading" retrying={isValidating} onRetry={() => void mutate()} />;
  const action = (
    <Button variant="secondary" onClick={rerun.run} disabled={rerun.pending || isLoading} aria-busy={rerun.pending}>
      Refresh Timeline
    </Button>
  );
  return (
    <Panel title={title} actions={action} className="intel-analysis">
      {data ? <Timeline data={data} /> : <p className="muted">Loading timeline…</p>}
    </Panel>
  );
}

export function Timeline({ data }: { data: UserTimelineView }) {
  const p = data.userProfile;
  const r = data.riskSummary;
  const sessions = [...data.sessions].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <>
      <div className="intel-profile">
        <div>
          <h3 className="intel-profile-name">
            <Link to={getHref('adminUser', { userId: p.userId })}>{profileName(p)}</Link>
          </h3>
          {p.email && <p className="muted intel-wrap">{p.email}</p>}
        </div>
        <p className="intel-chips">
          <span className={badgeClass(sessionRiskBadge(r.riskScore))}>Risk: {r.riskScore}</span>
          <span className="badge">{words(r.classification)}</span>
        </p>
      </div>
      <dl className="intel-facts intel-details">
        <Fact label="Created">{p.createdAt ? dateOnly(p.createdAt) : 'Unknown'}</Fact>
        <Fact label="Country">{p.country ? (countryName(p.country) ?? p.country) : 'Unknown'}</Fact>
        <Fact label="Analysis period">
          {data.analysisPeriodDays} day{data.analysisPeriodDays === 1 ? '' : 's'}
        </Fact>
        <Fact label="Generated">
          <time dateTime={data.generatedAt}>{dateTime(data.generatedAt)}</time>
        </Fact>
      </dl>
      <StatGrid>
        <StatCard label="Sessions" value={data.totalSessions} />
        <StatCard label="Orders" value={r.totalOrders} />
        <StatCard label="Failed Orders" value={r.failedOrders} />
        <StatCard label="Fraud Alerts" value={r.fraudAlertsCount} />
      </StatGrid>
      <h3 className="intel-subhead">Sessions ({sessions.length})</h3>
      {sessions.length === 0 ? (
        <p className="muted">No sessions in the last {data.analysisPeriodDays} days</p>
      ) : (
        <ol className="intel-timeline">
          {sessions.map((s) => (
            <TimelineSession key={s.sessionId} session={s} />
          ))}
        </ol>
      )}
    </>
  );
}

function TimelineSession({ session: s }: { session: TimelineSessionView }) {
  const place = [s.location.city, countryName(s.location.countryCode)].filter(Boolean).join(', ') || 'Unknown';
  return (
    <li className={s.correlation ? 'intel-timeline-item intel-timeline-correlated' : 'intel-timeline-item'}>
      <details>
        <summary>
          <span className={s.correlation ? 'badge badge-warning' : 'badge badge-accent'}>{s.correlation ? 'Correlated' : 'Direct'}</span>
          <time dateTime={s.startedAt}>{dateTime(s.startedAt)}</time>
          <span className={s.ipAddress ? 'intel-mono' : 'muted'}>{s.ipAddress ?? 'IP not detected'}</span>
          <span>{place}</span>
          <span className="muted">{sessionDuration(s.durationSeconds)}</span>
          {s.correlation && (
            <span className={badgeClass(correlationBadge(s.correlation.confidence))}>
              {words(s.correlation.matchType)} · {s.correlation.confidence}%
            </span>
          )}
        </summary>
        <div className="intel-timeline-body">
          <p className="intel-ua">
            <span className="muted">User agent: </span>
            {s.userAgent ? <code className="intel-wrap">{s.userAgent}</code> : <span className="muted">Unknown</span>}
          </p>
          <JourneySteps steps={s.journeySteps} />
        </div>
      </details>
    </li>
  );
}
