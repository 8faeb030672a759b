import type { GeoAccessView, RateLimitView } from '../../../../../shared/security/security-views';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { PersonLink } from '../ui/person-link';
import { notifyError } from '../ui/notify';
import { LoadError, Panel } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';

const when = (at: string) => (
  <time dateTime={at} title={exactTime(at)}>
    {relativeTime(at)}
  </time>
);

const access = columnsFor<GeoAccessView>();
const accessColumns = access.columns([
  access.accessor('at', { header: 'When', cell: (c) => when(c.getValue()) }),
  access.accessor((e) => (e.city ? `${e.city}, ${e.countryCode}` : e.countryCode), { id: 'place', header: 'Location' }),
  access.accessor('ipAddress', { header: 'IP', cell: (c) => <code>{c.getValue()}</code> }),
  access.accessor('outcome', { header: 'Action', cell: (c) => <span className={c.getValue() === 'blocked' ? 'badge badge-danger' : 'badge badge-warning'}>{c.getValue() === 'blocked' ? 'Blocked' : 'Flagged'}</span> }),
  access.accessor((e) => e.userName ?? e.userId ?? '', { id: 'user', header: 'User', cell: ({ row: { original: e } }) => <PersonLink userId={e.userId} userName={e.userName} /> }),
]);

const limits = columnsFor<RateLimitView>();
const endpointLabel: Record<string, string> = { 'track-ip': 'Tracking (per address)', 'track-session': 'Tracking (per session)', 'search-log': 'Search log' };
const limitColumns = limits.columns([
  limits.accessor('lastAt', { header: 'Last refused', cell: (c) => when(c.getValue()) }),
  limits.accessor('endpoint', { header: 'Endpoint', cell: (c) => endpointLabel[c.getValue()] ?? c.getValue() }),
  limits.accessor((r) => r.ipAddress ?? r.caller, { id: 'ip', header: 'IP', cell: (c) => <code>{c.getValue()}</code> }),
  limits.accessor('count', { header: 'Refused', cell: (c) => `${c.getValue().toLocaleString('en-US')} request${c.getValue() === 1 ? '' : 's'}` }),
]);

/** Geographic Security's logs (back-office §2): checkouts from restricted places and the rate limits' refusals. */
export function GeoActivityPanel({ filter }: { filter: string }) {
  const activity = useApi('/api/admin/security/geo-activity', {}, { onError: (e) => notifyError('Failed to fetch security data', e, { generic: true }) });
  if (activity.error && !activity.data) return <LoadError message="Failed to fetch security data" onRetry={() => void activity.mutate()} />;
  const needle = filter.trim().toLowerCase();
  const matches = (...values: (string | null)[]) => !needle || values.some((v) => v?.toLowerCase().includes(needle));
  return (
    <>
      <Panel title="Access Log">
        {activity.data ? (
          <DataTable
            columns={accessColumns}
            data={activity.data.access.filter((e) => matches(e.ipAddress, e.countryCode, e.city, e.userId, e.userName))}
            caption="Checkouts from blocked or flagged places, last two days"
            getRowId={(e) => `${e.at}${e.ipAddress}`}
            empty="No checkout came from a blocked or flagged place in the last two days"
          />
        ) : (
          <p className="muted">Loading…</p>
        )}
      </Panel>
      <Panel title="Rate Limiting Activity">
        {activity.data ? (
          <DataTable
            columns={limitColumns}
            data={activity.data.rateLimits.filter((r) => matches(r.ipAddress, r.caller, r.endpoint))}
            caption="Callers refused by a rate limit, per hour, last two days"
            getRowId={(r) => `${r.hour}${r.endpoint}${r.caller}`}
            empty="No rate limit refused anyone in the last two days"
          />
        ) : (
          <p className="muted">Loading…</p>
        )}
      </Panel>
    </>
  );
}
