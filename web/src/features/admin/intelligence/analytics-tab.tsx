import type { SessionAnalytics } from '../../../../../shared/intelligence/console-views';
import { LoadError, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { countryName, sessionDuration } from './intelligence-format';

/** Intelligence §9: the ranked list shows five countries. */
export const topCountriesShown = 5;

/** The Analytics tab (§2): the range's sessions, signed-in users, average duration and where visitors come from. */
export function AnalyticsTab({ analytics, failed, onRetry }: { analytics: SessionAnalytics | undefined; failed: boolean; onRetry(): void }) {
  if (failed && !analytics) return <LoadError message="Failed to load session analytics" onRetry={onRetry} />;
  const a = analytics;
  const top = a?.topCountries.slice(0, topCountriesShown) ?? [];
  const most = Math.max(1, ...top.map((c) => c.sessions));
  return (
    <>
      <StatGrid>
        <StatCard label="Total Sessions" value={a ? a.totalSessions.toLocaleString('en-US') : '—'} />
        <StatCard label="Unique Users" value={a ? a.uniqueUsers.toLocaleString('en-US') : '—'} hint="Signed in" />
        <StatCard label="Avg Duration" value={a ? sessionDuration(a.avgDurationSeconds) : '—'} />
        <StatCard label="Top Country" value={a ? (top[0]?.countryCode ?? '—') : '—'} hint={top[0] ? (countryName(top[0].countryCode) ?? undefined) : undefined} />
      </StatGrid>
      <Panel title="Top Countries">
        {!a ? (
          <p className="muted">Loading…</p>
        ) : top.length === 0 ? (
          <p className="muted">No sessions in this time range</p>
        ) : (
          <ol className="intel-countries">
            {top.map((c, i) => (
              <li key={c.countryCode}>
                <span className="intel-rank">{i + 1}</span>
                <span className="intel-country" title={countryName(c.countryCode) ?? c.countryCode}>
                  {c.countryCode}
                </span>
                <span className="intel-bar" aria-hidden="true">
                  <span style={{ width: `${(c.sessions / most) * 100}%` }} />
                </span>
                <span className="intel-count">
                  {c.sessions.toLocaleString('en-US')} <span className="sr-only">sessions</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}
