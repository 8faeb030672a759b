import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SessionCardView } from '../../../../../shared/intelligence/console-views';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { PageHeader } from '../ui/page-parts';
import { Tabs, type TabItem } from '../ui/tabs';
import { useDebounced } from '../users/use-debounced';
import { AnalyticsTab } from './analytics-tab';
import { BehaviourPanel } from './behaviour-panel';
import { CorrelationPanel } from './correlation-panel';
import { initialFilters, IntelligenceFilters, type FilterValues } from './intelligence-filters';
import { SessionDetailsPanel } from './session-details-panel';
import { SessionGrid } from './session-grid';
import { visibleSessions } from './session-search';
import { TimelinePanel } from './timeline-panel';
import { useSessionPages } from './use-session-pages';
import { failureToast } from './use-rerun';
import './intelligence.css';

type Tab = 'analytics' | 'sessions' | 'details' | 'correlation' | 'behaviour' | 'timeline';

/** Intelligence §5: the free-text search waits this long after the last key. */
const searchPauseMs = 500;
const onListError = failureToast('Error loading sessions', 'Failed to load sessions');

/**
 * Enhanced User Intelligence (intelligence §2, issue 17): visitor sessions with their risk, linked identities,
 * behaviour and the user's timeline. Opened with `?user=ID` (the user detail's link), it shows that user's sessions and
 * opens their timeline.
 */
export function IntelligencePage() {
  const [params, setParams] = useSearchParams();
  const forUser = params.get('user') || undefined;
  const [filters, setFilters] = useState<FilterValues>(initialFilters);
  // §5: the country goes to the server only as a whole code or nothing; one letter keeps the last whole one.
  const [country, setCountry] = useState('');
  const [picked, setPicked] = useState<SessionCardView | null>(null);
  const [tab, setTab] = useState<Tab>(forUser ? 'timeline' : 'sessions');
  const search = useDebounced(filters.search, searchPauseMs);
  const list = useSessionPages({ auth: filters.auth, risk: filters.risk, range: filters.range, country: country || undefined, user: forUser }, onListError);
  const analytics = useApi('/api/admin/intelligence/analytics', { query: { range: filters.range } }, { shouldRetryOnError: false });
  const shown = visibleSessions(list.sessions, search, forUser);
  // The card as last loaded (a Refresh may have updated it), else as it was when picked.
  const selected = (picked && list.sessions.find((s) => s.sessionId === picked.sessionId)) ?? picked;
  const timelineUser = selected ? selected.userId : (forUser ?? null);

  const tabs: TabItem<Tab>[] = [
    { id: 'analytics', label: 'Analytics' },
    { id: 'sessions', label: `Sessions (${shown.length})` },
    ...(selected
      ? ([
          { id: 'details', label: 'Session Details' },
          { id: 'correlation', label: 'Correlation' },
          { id: 'behaviour', label: 'Behavior' },
        ] as const)
      : []),
    ...(timelineUser ? [{ id: 'timeline' as const, label: 'Timeline' }] : []),
  ];
  // A tab that needs a session (or a user) falls back to Sessions once there is none.
  const current = tabs.some((t) => t.id === tab) ? tab : 'sessions';

  const changeFilters = (patch: Partial<FilterValues>) => {
    setFilters((f) => ({ ...f, ...patch }));
    if (patch.country !== undefined && (patch.country.length === 0 || patch.country.length === 2)) setCountry(patch.country);
    setPicked(null);
  };
  const select = (session: SessionCardView) => {
    setPicked(session);
    setTab('details');
  };
  const forUserName = forUser ? (list.sessions.find((s) => s.userId === forUser)?.userDisplayName ?? forUser) : null;

  return (
    <div className="intel-page">
      <PageHeader
        title="Enhanced User Intelligence"
        subtitle="Visitor sessions with their risk, linked identities, behaviour and the user's timeline."
        actions={
          <Button
            variant="secondary"
            aria-busy={list.isLoading}
            onClick={() => {
              list.refresh();
              void analytics.mutate();
            }}
          >
            Refresh
          </Button>
        }
      />
      <IntelligenceFilters value={filters} onChange={changeFilters} />
      {(forUser || selected) && (
        <div className="intel-context">
          {forUser && (
            <Button variant="ghost" className="btn-small" onClick={() => setParams({})} aria-label={`Show every user's sessions, not only ${forUserName}'s`}>
              Sessions of {forUserName} ✕
            </Button>
          )}
          {selected && (
            <Button variant="ghost" className="btn-small" onClick={() => setPicked(null)} aria-label="Clear the selected session">
              Selected: {selected.userDisplayName ?? (selected.isAuthenticated ? 'Authenticated' : 'Anonymous')} · {selected.sessionId.slice(-8)} ✕
            </Button>
          )}
        </div>
      )}
      <Tabs<Tab> label="Intelligence sections" value={current} onChange={setTab} tabs={tabs}>
        {current === 'analytics' && <AnalyticsTab analytics={analytics.data} failed={Boolean(analytics.error)} onRetry={() => void analytics.mutate()} />}
        {current === 'sessions' && (
          <SessionGrid
            sessions={shown}
            selectedId={selected?.sessionId ?? null}
            onSelect={select}
            loading={list.isLoading}
            failed={Boolean(list.error) && list.sessions.length === 0}
            onRetry={list.retry}
            hasMore={list.hasMore}
            loadingMore={list.isLoadingMore}
            onLoadMore={list.loadMore}
          />
        )}
        {current === 'details' && selected && <SessionDetailsPanel key={selected.sessionId} session={selected} />}
        {current === 'correlation' && selected && <CorrelationPanel key={selected.sessionId} sessionId={selected.sessionId} />}
        {current === 'behaviour' && selected && <BehaviourPanel key={selected.sessionId} sessionId={selected.sessionId} />}
        {current === 'timeline' && timelineUser && <TimelinePanel key={timelineUser} userId={timelineUser} />}
      </Tabs>
    </div>
  );
}
