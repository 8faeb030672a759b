import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/use-messages';
import { ordersMessages } from '../messages';
import type { StatusView } from '../utils/status-view';

/** A status as a badge; `label` names what the status is of (order, delivery) for screen readers. */
export function StatusBadge({ view, label }: { view: StatusView; label?: string }) {
  const t = useMessages(ordersMessages);
  return (
    <Badge variant={view.variant} data-testid="status-badge">
      {label && <span className="visually-hidden">{label}: </span>}
      {t(view.label)}
    </Badge>
  );
}
