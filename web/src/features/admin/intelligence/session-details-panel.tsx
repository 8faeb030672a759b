import type { SessionCardView } from '../../../../../shared/intelligence/console-views';
import { sessionRiskBadge } from '../../../../../shared/security/risk-score';
import { useApi } from '@/lib/use-api';
import { LoadError, Panel } from '../ui/page-parts';
import { badgeClass } from '../security/security-labels';
import { Fact } from './fact';
import { DeviceIcon } from './intelligence-icons';
import { browserText, dateTime, ipText, placeText, sessionDuration } from './intelligence-format';
import { JourneySteps } from './journey-steps';


/** Session Details (§2): the card's facts at full length and the journey, which is read when the tab opens. */
export function SessionDetailsPanel({ session }: { session: SessionCardView }) {
  const detail = useApi('/api/admin/intelligence/sessions/{sessionId}', { params: { sessionId: session.sessionId } }, { shouldRetryOnError: false });
  const s = detail.data ?? session;
  const device = s.deviceType.charAt(0).toUpperCase() + s.deviceType.slice(1);
  return (
    <>
      <Panel title="Session Details" className="intel-analysis">
        <dl className="intel-facts intel-details">
          <Fact label="Device & Browser">
            <DeviceIcon type={s.deviceType} />
            <span>
              {device} · {browserText(s.browser)}
            </span>
          </Fact>
          <Fact label="Location">{placeText(s)}</Fact>
          <Fact label="Duration">
            {sessionDuration(s.durationSeconds)} · {s.events} event{s.events === 1 ? '' : 's'}
          </Fact>
          <Fact label="IP Address">
            <span className={s.ipAddress ? 'intel-mono' : 'muted'}>{ipText(s)}</span>
          </Fact>
          <Fact label="Risk">
            <span className={badgeClass(sessionRiskBadge(s.riskScore))}>Risk: {s.riskScore}</span>
          </Fact>
          <Fact label="Status">{s.isAuthenticated ? `Authenticated${s.userDisplayName ? ` as ${s.userDisplayName}` : ''}` : 'Anonymous'}</Fact>
          <Fact label="Session ID">
            <code className="intel-wrap">{s.sessionId}</code>
          </Fact>
          <Fact label="Started">
            <time dateTime={s.startedAt}>{dateTime(s.startedAt)}</time>
          </Fact>
          <Fact label="Last Activity">
            <time dateTime={s.lastActivityAt}>{dateTime(s.lastActivityAt)}</time>
          </Fact>
        </dl>
        {s.userAgent && (
          <p className="intel-ua">
            <span className="muted">User agent: </span>
            <code className="intel-wrap">{s.userAgent}</code>
          </p>
        )}
      </Panel>
      <Panel title="User Journey">
        {detail.error && !detail.data ? (
          <LoadError message="Failed to load the session's journey" onRetry={() => void detail.mutate()} />
        ) : detail.data ? (
          <JourneySteps steps={detail.data.journeySteps} />
        ) : (
          <p className="muted">Loading journey…</p>
        )}
      </Panel>
    </>
  );
}
