import { useEffect, useState } from 'react';
import { apiSend } from '@/lib/api-client';
import { useRole } from '@/lib/auth/use-role';
import { useApi } from '@/lib/use-api';
import { EmptyState, LoadError } from '../ui/page-parts';
import { notifyError } from '../ui/notify';
import { relativeTime } from '../ui/relative-time';
import { RevealableKey } from '../ui/revealable-key';
import { StatusBadge } from '../ui/status-badge';
import { ExportKeysButtons } from './export-keys-buttons';

const pageSize = 50;

/** A variant's keys, masked, newest import last, page by page; each revealed only through the audited reveal route. */
export function KeysList({ variantId, label }: { variantId: string; label: string }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const { role } = useRole();
  // Never deduplicated: the list is opened again right after an import and must show the new keys.
  const { data, error, mutate, isLoading } = useApi(
    '/api/admin/variants/{variantId}/keys',
    { params: { variantId }, query: { limit: pageSize, ...(cursor ? { cursor } : {}) } },
    { dedupingInterval: 0, revalidateOnMount: true },
  );
  useEffect(() => {
    if (error) notifyError('Failed to fetch keys', error);
  }, [error]);
  if (error && !data) return <LoadError message="Failed to fetch keys" onRetry={() => void mutate()} />;
  if (isLoading || !data) return <p className="muted">Loading {label.toLowerCase()}...</p>;
  if (data.items.length === 0 && cursors.length === 1) return <EmptyState title={`No ${label.toLowerCase()} yet`} hint={`Add ${label.toLowerCase()} in the next tab.`} />;
  const keyLabel = label.replace(/s$/, '');
  const reveal = (keyId: string) => async () => (await apiSend('POST', '/api/admin/variants/{variantId}/keys/{keyId}/reveal', { params: { variantId, keyId } })).key;
  return (
    <div>
      <ExportKeysButtons variantId={variantId} canDecrypt={role === 'admin'} />
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">Status</th>
              <th scope="col">Added</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((k) => (
              <tr key={k.keyId} data-testid="inventory-key-row">
                <td data-label={keyLabel}>
                  <RevealableKey masked={k.maskedKey} reveal={reveal(k.keyId)} label={label.toLowerCase().replace(/s$/, '')} />
                </td>
                <td data-label="Status">
                  <StatusBadge status={k.status} />
                </td>
                <td data-label="Added">{relativeTime(k.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-pager">
        <button type="button" className="btn btn-secondary btn-small" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </button>
        <button type="button" className="btn btn-secondary btn-small" disabled={!data.nextCursor} onClick={() => setCursors((c) => [...c, data.nextCursor ?? undefined])}>
          Next
        </button>
      </div>
    </div>
  );
}
