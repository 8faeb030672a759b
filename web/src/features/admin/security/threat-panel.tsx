import type { ThreatLists } from '../../../../../shared/security/security-views';
import { vpnFeedAction } from '../../../../../shared/security/risk-score';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { PersonLink } from '../ui/person-link';
import { notifyError } from '../ui/notify';
import { LoadError, Panel } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { badgeClass } from './security-labels';

type Detection = ThreatLists['vpnDetections'][number];
type Fingerprint = ThreatLists['fingerprints'][number];

/** Back-office §9: threat lists show 10 each. */
const shown = 10;
const when = (at: string) => <time dateTime={at} title={exactTime(at)}>{relativeTime(at)}</time>;

const d = columnsFor<Detection>();
const detectionColumns = d.columns([
  d.accessor('detectedAt', { header: 'Detected', cell: (c) => when(c.getValue()) }),
  d.accessor('ipAddress', { header: 'IP', cell: (c) => <code>{c.getValue()}</code> }),
  d.accessor('kind', { header: 'Type' }),
  d.accessor((r) => r.provider ?? '', { id: 'provider', header: 'Network', cell: (c) => c.getValue() || <span className="muted">Unknown</span> }),
  d.accessor('riskScore', { header: 'Score', cell: (c) => <span className={badgeClass(c.getValue() > 70 ? 'destructive' : 'secondary')}>{c.getValue()}</span> }),
  d.accessor((r) => vpnFeedAction(r.riskScore), { id: 'action', header: 'Action' }),
  d.accessor('seenAt', { header: 'Seen at' }),
  d.accessor((r) => r.userName ?? r.userId ?? '', { id: 'user', header: 'User', cell: ({ row: { original: r } }) => <PersonLink userId={r.userId} userName={r.userName} /> }),
]);

const f = columnsFor<Fingerprint>();
const fingerprintColumns = f.columns([
  f.accessor('fingerprint', { header: 'Fingerprint', cell: (c) => <code title={c.getValue()}>{c.getValue().slice(0, 12)}…</code> }),
  // Back-office §9: the badge is destructive above 10 sessions.
  f.accessor('sessionCount', { header: 'Sessions', cell: (c) => <span className={badgeClass(c.getValue() > 10 ? 'destructive' : 'outline')}>{c.getValue()}</span> }),
  f.accessor((r) => r.screen ?? '', { id: 'screen', header: 'Screen' }),
  f.accessor((r) => r.languages ?? '', { id: 'languages', header: 'Language' }),
  f.accessor((r) => r.timeZone ?? '', { id: 'timeZone', header: 'Time zone' }),
  f.accessor('lastSeenAt', { header: 'Last seen', cell: (c) => when(c.getValue()) }),
]);

/** Threat Detection (back-office §2): the VPN/proxy log and the browser fingerprints, 10 each, newest first. */
export function ThreatPanel({ filter }: { filter: string }) {
  const lists = useApi('/api/admin/security/threats', {}, { onError: (e) => notifyError('Failed to fetch security data', e, { generic: true }) });
  if (lists.error && !lists.data) return <LoadError message="Failed to fetch security data" onRetry={() => void lists.mutate()} />;
  if (!lists.data) return <p className="muted">Loading…</p>;
  const needle = filter.trim().toLowerCase();
  const detections = lists.data.vpnDetections.filter((r) => !needle || [r.ipAddress, r.userId, r.userName, r.provider].some((v) => v?.toLowerCase().includes(needle))).slice(0, shown);
  const fingerprints = lists.data.fingerprints.filter((r) => !needle || r.fingerprint.includes(needle)).slice(0, shown);
  return (
    <>
      <Panel title="VPN & Proxy Detections">
        <DataTable columns={detectionColumns} data={detections} caption="VPN, proxy and Tor detections" getRowId={(r) => r.detectionId} empty="No VPN, proxy or Tor detections" />
      </Panel>
      <Panel title="Browser Fingerprints">
        <DataTable columns={fingerprintColumns} data={fingerprints} caption="Browser fingerprints" getRowId={(r) => r.fingerprint} empty="No fingerprints recorded" />
      </Panel>
    </>
  );
}
