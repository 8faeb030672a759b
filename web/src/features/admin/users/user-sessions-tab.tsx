import type { UserSessionView } from '../../../../../shared/people/user-tracking-views';
import { userSessionLimit } from '../../../../../shared/people/user-tracking-views';
import { Badge } from '@/components/ui/badge';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { durationText } from '../ui/duration';
import { usd } from '../ui/money';
import { notifyError } from '../ui/notify';
import { LoadError } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';

const col = columnsFor<UserSessionView>();
const capitalised = (v: string | null) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : '—');

/** Where a session came from, as the intelligence console words it: city and country, else 'Unknown'. */
export const placeOf = (s: Pick<UserSessionView, 'city' | 'countryCode'>) => [s.city, s.countryCode].filter(Boolean).join(', ') || 'Unknown';

const sessionColumns = col.columns([
  col.accessor('startedAt', {
    header: 'Started',
    sortFn: 'datetime',
    cell: ({ getValue }) => <time dateTime={getValue()} title={exactTime(getValue())}>{relativeTime(getValue())}</time>,
  }),
  col.accessor('durationSeconds', { header: 'Duration', cell: ({ getValue }) => durationText(getValue()) }),
  col.accessor('pagesVisited', { header: 'Pages' }),
  col.accessor((s) => s.deviceType ?? '', { id: 'device', header: 'Device', cell: ({ row }) => capitalised(row.original.deviceType) }),
  col.accessor((s) => s.trafficSource ?? '', { id: 'source', header: 'Source', cell: ({ row }) => capitalised(row.original.trafficSource) }),
  col.accessor((s) => placeOf(s), { id: 'place', header: 'Location' }),
  col.accessor((s) => s.ipAddress ?? '', { id: 'ip', header: 'IP', cell: ({ getValue }) => getValue() || <span className="muted">IP not detected</span> }),
  col.accessor('outcome', {
    header: 'Outcome',
    cell: ({ row }) =>
      row.original.outcome === 'purchased' ? (
        <Badge variant="success">Purchased {usd(row.original.conversionValueCents)}</Badge>
      ) : (
        <Badge variant="neutral">Browsing</Badge>
      ),
  }),
]);

/** The User detail's Sessions tab: the user's 20 newest tracking sessions, read when the tab opens. */
export function UserSessionsTab({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useApi('/api/admin/users/{userId}/sessions', { params: { userId } }, { onError: (e) => notifyError('Failed to load sessions', e) });
  if (error) return <LoadError message="Failed to load sessions" onRetry={() => void mutate()} />;
  return <UserSessionsTable sessions={data?.items ?? []} loading={isLoading} />;
}

/** The Sessions tab's table, its note and its loading and empty states. */
export function UserSessionsTable({ sessions, loading }: { sessions: UserSessionView[]; loading: boolean }) {
  return (
    <>
      <p className="muted">The {userSessionLimit} newest sessions linked to this user (those in which they were signed in), newest first.</p>
      <DataTable caption="Sessions" columns={sessionColumns} data={sessions} getRowId={(s) => s.sessionId} empty={loading ? 'Loading sessions…' : 'No sessions recorded for this user.'} />
    </>
  );
}
