import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import type { FraudAlertView } from '../../../../../shared/security/security-views';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { notifyError } from '../ui/notify';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { Tabs } from '../ui/tabs';
import { useStaffAction } from '../ui/use-staff-action';
import { AlertTable } from './alert-table';
import { GeoActivityPanel } from './geo-activity-panel';
import { GeoPanel } from './geo-panel';
import { HeldOrdersPanel } from './held-orders-panel';
import { RiskyUsersTable } from './risky-users-table';
import { RulesPanel } from './rules-panel';
import { ThreatPanel } from './threat-panel';
import './security.css';

type Tab = 'overview' | 'alerts' | 'held' | 'threats' | 'rules' | 'geo' | 'risk';

/** Security & Fraud Management (back-office §2, issue 17): the cards, alerts, held orders, rules and restrictions. */
export function SecurityPage() {
  const [params, setParams] = useSearchParams();
  const user = params.get('user') ?? undefined;
  const [tab, setTab] = useState<Tab>(user ? 'alerts' : 'overview');
  const [state, setState] = useState<'unresolved' | 'resolved' | 'all'>('unresolved');
  const [search, setSearch] = useState('');
  const summary = useApi('/api/admin/security/summary', {}, { onError: (e) => notifyError('Failed to fetch security data', e, { generic: true }) });
  const alerts = useApi('/api/admin/security/alerts', { query: { state: tab === 'overview' ? 'all' : state, limit: '100', ...(user ? { userId: user } : {}) } });
  const riskyNeeded = tab === 'overview' || tab === 'risk';
  const risky = useApi(riskyNeeded ? '/api/admin/security/risky-users' : null, { query: { limit: '20' } });
  const [resolving, setResolving] = useState<string | null>(null);
  const resolve = useStaffAction((a: FraudAlertView) => apiSend('POST', '/api/admin/security/alerts/{alertId}/resolve', { params: { alertId: a.alertId } }), {
    success: () => 'Alert resolved successfully',
    failure: 'Failed to resolve alert',
  });
  const onResolve = async (a: FraudAlertView) => {
    setResolving(a.alertId);
    try {
      if (await resolve.run(a)) await Promise.all([alerts.mutate(), summary.mutate(), risky.mutate()]);
    } finally {
      setResolving(null);
    }
  };
  // Refresh reads every figure on the page again, the tabs' own lists too (held orders, threats, rules, geography):
  // an order held after the page opened must appear when staff press it, not only after a reload.
  const { mutate: revalidate } = useSWRConfig();
  const refreshAll = () => revalidate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/admin/security/'));
  const s = summary.data;
  const needle = search.trim().toLowerCase();
  const riskyShown = (risky.data ?? []).filter((u) => !needle || [u.name, u.email, u.userId].some((v) => v?.toLowerCase().includes(needle)));
  const shown = (alerts.data?.alerts ?? []).filter((a) => !needle || [a.details, a.ipAddress, a.userId, a.userName, a.alertType].some((v) => v?.toLowerCase().includes(needle)));
  return (
    <div className="security-page">
      <PageHeader
        title="Security & Fraud Management"
        subtitle="Alerts the detection rules raise, orders they hold, and the rules themselves."
        actions={
          <Button variant="secondary" onClick={() => void refreshAll()} disabled={summary.isValidating}>
            {summary.isValidating ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Unresolved Alerts" value={s ? s.unresolvedAlerts : '—'} hint={s ? `${s.unresolvedHighAlerts} high or critical` : undefined} />
        <StatCard label="High Risk Users" value={s ? s.highRiskUsers : '—'} hint="Risk score 70 or more" />
        <StatCard label="VPN Detections (24h)" value={s ? s.vpnDetections24h : '—'} hint={s ? `${s.blockedAttempts24h} blocked attempts` : undefined} />
        <StatCard label="Active Rules" value={s ? `${s.activeRules}/${s.totalRules}` : '—'} />
        <StatCard label="Held Orders" value={s ? s.heldOrders : '—'} hint="Waiting for approve or reject" />
      </StatGrid>
      {summary.error && !s && <LoadError message="Failed to fetch security data" onRetry={() => void summary.mutate()} />}
      <div className="admin-toolbar" role="search">
        <label className="sr-only" htmlFor="security-search">
          Search alerts, users and IPs
        </label>
        <input id="security-search" type="search" placeholder="Search alerts, users, IPs" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        {user && (
          <button type="button" className="btn btn-ghost" onClick={() => setParams({})}>
            Alerts of user {user.slice(0, 10)} ✕
          </button>
        )}
      </div>
      <Tabs<Tab>
        label="Security sections"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'overview', label: 'Overview' },
          { id: 'alerts', label: <>Alert Management {s && s.unresolvedAlerts > 0 && <span className="badge badge-danger">{s.unresolvedAlerts}</span>}</> },
          { id: 'held', label: <>Held Orders {s && s.heldOrders > 0 && <span className="badge badge-warning">{s.heldOrders}</span>}</> },
          { id: 'threats', label: 'Threat Detection' },
          { id: 'rules', label: 'Detection Rules' },
          { id: 'geo', label: 'Geographic Security' },
          { id: 'risk', label: 'Risk Assessment' },
        ]}
      >
        {tab === 'overview' && (
          <>
            <Panel title="Recent Alerts">
              {alerts.data ? <AlertTable alerts={shown.slice(0, 5)} caption="Five most recent alerts" onResolve={onResolve} resolving={resolving} /> : <p className="muted">Loading…</p>}
            </Panel>
            <Panel title="Riskiest Users">
              {risky.data ? <RiskyUsersTable users={riskyShown.slice(0, 5)} caption="Five riskiest users" /> : <p className="muted">Loading…</p>}
            </Panel>
          </>
        )}
        {tab === 'risk' && (
          <Panel title="Risk Assessment">
            <p className="muted">The 20 riskiest users by risk score: 10 per VPN sighting in 24 h (at most 40), 20 per unresolved high alert (at most 40), 20 for over $500 spent in fewer than 2 orders.</p>
            {risky.error && !risky.data ? (
              <LoadError message="Failed to fetch security data" onRetry={() => void risky.mutate()} />
            ) : risky.data ? (
              <RiskyUsersTable users={riskyShown} caption="Riskiest users" />
            ) : (
              <p className="muted">Loading…</p>
            )}
          </Panel>
        )}
        {tab === 'alerts' && (
          <Panel
            title="Fraud Alerts"
            actions={
              <select aria-label="Show alerts" value={state} onChange={(e) => setState(e.currentTarget.value as typeof state)}>
                <option value="unresolved">Unresolved</option>
                <option value="resolved">Resolved</option>
                <option value="all">All</option>
              </select>
            }
          >
            {alerts.error && !alerts.data ? (
              <LoadError message="Failed to fetch security data" onRetry={() => void alerts.mutate()} />
            ) : alerts.data ? (
              <AlertTable alerts={shown} caption="Fraud alerts" onResolve={onResolve} resolving={resolving} />
            ) : (
              <p className="muted">Loading…</p>
            )}
          </Panel>
        )}
        {tab === 'held' && <HeldOrdersPanel />}
        {tab === 'threats' && <ThreatPanel filter={search} />}
        {tab === 'rules' && <RulesPanel />}
        {tab === 'geo' && (
          <>
            <GeoPanel />
            <GeoActivityPanel filter={search} />
          </>
        )}
      </Tabs>
    </div>
  );
}
