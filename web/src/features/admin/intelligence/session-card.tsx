import type { SessionCardView } from '../../../../../shared/intelligence/console-views';
import { sessionRiskBadge } from '../../../../../shared/security/risk-score';
import { exactTime, relativeTime } from '../ui/relative-time';
import { badgeClass } from '../security/security-labels';
import { AlertIcon, DeviceIcon } from './intelligence-icons';
import { browserText, ipGroupChip, ipText, linkedUsersChip, placeText, sessionDuration } from './intelligence-format';

/** One session of the grid (§2). The whole card is the button's target; its name says which session it opens. */
export function SessionCard({ session, selected, onSelect }: { session: SessionCardView; selected: boolean; onSelect(session: SessionCardView): void }) {
  const group = ipGroupChip(session.ipSessionCount);
  const linkedChip = linkedUsersChip(session.linkedUsers.length);
  const who = session.isAuthenticated ? 'Authenticated' : 'Anonymous';
  return (
    <article className={selected ? 'intel-card intel-card-selected' : 'intel-card'} data-session-id={session.sessionId}>
      <header className="intel-card-head">
        <div className="intel-card-who">
          <span className={session.isAuthenticated ? 'badge badge-accent' : 'badge'}>{who}</span>
          {session.userDisplayName && <strong className="intel-card-name">{session.userDisplayName}</strong>}
        </div>
        <div className="intel-card-badges">
          {session.linked && (
            <span className="badge badge-danger intel-linked">
              <AlertIcon /> Linked
            </span>
          )}
          <span className={badgeClass(sessionRiskBadge(session.riskScore))}>Risk: {session.riskScore}</span>
        </div>
      </header>
      {(group || linkedChip) && (
        <p className="intel-chips">
          {group && <span className="intel-chip">{group}</span>}
          {linkedChip && <span className="intel-chip intel-chip-linked">{linkedChip}</span>}
        </p>
      )}
      <dl className="intel-card-facts">
        <div>
          <dt className="sr-only">Device and browser</dt>
          <dd>
            <DeviceIcon type={session.deviceType} /> {browserText(session.browser)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">IP address</dt>
          <dd className={session.ipAddress ? 'intel-mono' : 'muted'}>{ipText(session)}</dd>
        </div>
        <div>
          <dt className="sr-only">Location</dt>
          <dd>{placeText(session)}</dd>
        </div>
        <div>
          <dt className="sr-only">Duration and events</dt>
          <dd>
            {sessionDuration(session.durationSeconds)} · {session.events} event{session.events === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Started</dt>
          <dd className="muted">
            <time dateTime={session.startedAt} title={exactTime(session.startedAt)}>
              {relativeTime(session.startedAt)}
            </time>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="intel-card-open"
        aria-pressed={selected}
        aria-label={`Open session ${session.sessionId.slice(-8)}: ${session.userDisplayName ?? who}, ${ipText(session)}`}
        onClick={() => onSelect(session)}
      />
    </article>
  );
}
