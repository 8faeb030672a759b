import type { SessionCardView } from '../../../../../shared/intelligence/console-views';
import { Button } from '@/components/ui/button';
import { EmptyState } from '../ui/page-parts';
import { SessionCard } from './session-card';

export interface SessionGridProps {
  sessions: SessionCardView[];
  selectedId: string | null;
  onSelect(session: SessionCardView): void;
  loading: boolean;
  /** The first load failed and nothing is shown (§8). */
  failed: boolean;
  onRetry(): void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/** The Sessions tab (§2): three cards a row (one on a phone), Load More while the server has more, and its empty and failed states. */
export function SessionGrid({ sessions, selectedId, onSelect, loading, failed, onRetry, hasMore, loadingMore, onLoadMore }: SessionGridProps) {
  if (failed) {
    return (
      <div className="admin-empty intel-error" role="alert">
        <p className="intel-error-title">Error Loading Sessions</p>
        <Button variant="secondary" onClick={onRetry} disabled={loading} aria-busy={loading}>
          Try Again
        </Button>
      </div>
    );
  }
  if (loading && sessions.length === 0) return <p className="muted intel-loading">Loading sessions…</p>;
  return (
    <>
      {sessions.length === 0 ? (
        <EmptyState title="No sessions found matching your criteria" />
      ) : (
        <div className="intel-grid">
          {sessions.map((s) => (
            <SessionCard key={s.sessionId} session={s} selected={s.sessionId === selectedId} onSelect={onSelect} />
          ))}
        </div>
      )}
      {hasMore && (
        <div className="intel-more">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
            Load More Sessions
          </Button>
        </div>
      )}
    </>
  );
}
