import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Back-office §2's status colours: pending yellow, processing blue, completed green, failed red. */
const tone: Record<string, 'pending' | 'processing' | 'completed' | 'failed' | 'neutral'> = {
  pending: 'pending',
  processing: 'processing',
  completed: 'completed',
  fulfilled: 'completed',
  delivered: 'completed',
  failed: 'failed',
  refunded: 'neutral',
  preorder_confirmed: 'processing',
  waiting: 'pending',
};
const variantOf: Record<string, BadgeVariant> = { pending: 'warning', processing: 'accent', completed: 'success', failed: 'danger', neutral: 'neutral' };

/** How a status reads: `preorder_confirmed` is 'Pre-order' (§2), the rest capitalised. */
export function statusLabel(status: string): string {
  if (status === 'preorder_confirmed') return 'Pre-order';
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

export function StatusBadge({ status }: { status: string }) {
  const t = tone[status] ?? 'neutral';
  return (
    <Badge variant={variantOf[t]} className={`status-${t}`} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
