import type { TimelineEvent } from '../../../../../shared/orders/admin-order-views';
import { exactTime, relativeTime } from '../ui/relative-time';

const labels: Record<TimelineEvent['kind'], string> = {
  created: 'Created',
  paid: 'Paid',
  processed: 'Processed',
  updated: 'Updated',
  staff: 'Staff',
  reveal: 'Key reveal',
  refund: 'Refund',
};

/** Every recorded event of the order, newest first, as the server merged them. */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="admin-order-timeline">
      {events.map((e, i) => (
        <li key={`${e.at}-${i}`}>
          <time dateTime={e.at} title={exactTime(e.at)}>
            {relativeTime(e.at)}
          </time>
          <span>
            <strong>{labels[e.kind]}</strong> {e.summary}
            {e.actor && <span className="muted"> · {e.actor}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
