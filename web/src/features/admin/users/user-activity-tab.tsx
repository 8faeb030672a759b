import { userActivityLimit, type ActivityEventType, type UserActivityView } from '../../../../../shared/people/user-tracking-views';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { notifyError } from '../ui/notify';
import { LoadError } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';

const labels: Record<ActivityEventType, string> = {
  page_view: 'Page view',
  product_view: 'Product view',
  click: 'Click',
  session_end: 'Session end',
  preorder_click: 'Pre-order',
  buy_now: 'Buy now',
  add_to_cart: 'Add to cart',
  platform_select: 'Platform chosen',
  region_select: 'Region chosen',
  face_value_select: 'Face value chosen',
};

/** How an activity's type reads in the table; an unknown one as sent, so a new event type still shows. */
export const activityLabel = (type: string) => labels[type as ActivityEventType] ?? type;

const col = columnsFor<UserActivityView>();
const activityColumns = col.columns([
  col.accessor('at', {
    header: 'Time',
    sortFn: 'datetime',
    cell: ({ getValue }) => <time dateTime={getValue()} title={exactTime(getValue())}>{relativeTime(getValue())}</time>,
  }),
  col.accessor((a) => activityLabel(a.type), { id: 'type', header: 'Type' }),
  col.accessor('path', { header: 'Path', cell: ({ getValue }) => <code>{getValue()}</code> }),
  col.accessor((a) => a.detail ?? '', { id: 'detail', header: 'Detail', cell: ({ getValue }) => getValue() || <span className="muted">—</span> }),
  col.accessor((a) => a.ipAddress ?? '', { id: 'ip', header: 'IP', cell: ({ getValue }) => getValue() || <span className="muted">—</span> }),
]);

/** The User detail's Activity tab: the user's 50 newest activities across their sessions, read when the tab opens. */
export function UserActivityTab({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useApi('/api/admin/users/{userId}/activity', { params: { userId } }, { onError: (e) => notifyError('Failed to load activity', e) });
  if (error) return <LoadError message="Failed to load activity" onRetry={() => void mutate()} />;
  return <UserActivityTable activities={data?.items ?? []} loading={isLoading} />;
}

/** The Activity tab's table, its note and its loading and empty states. */
export function UserActivityTable({ activities, loading }: { activities: UserActivityView[]; loading: boolean }) {
  return (
    <>
      <p className="muted">The {userActivityLimit} newest activities, newest first: pages, products, clicks and buying steps. Heartbeats and scrolling are left out.</p>
      <DataTable caption="Activity" columns={activityColumns} data={activities} getRowId={(a) => a.id} empty={loading ? 'Loading activity…' : 'No activity recorded for this user.'} />
    </>
  );
}
