import { lazy, Suspense } from 'react';
import type { DashboardPlatform } from '../../../../../shared/people/dashboard-view';
import { EmptyState, Panel } from '../ui/page-parts';

// Recharts is heavy: its own chunk, fetched only when the dashboard shows bars, so no storefront page ever loads it.
const PlatformBars = lazy(() => import('./platform-bars').then((m) => ({ default: m.PlatformBars })));

/** The top 3 platforms by product count (back-office §2), as bars, with the figures as text for screen readers. */
export function PopularPlatformsPanel({ platforms }: { platforms: DashboardPlatform[] | undefined }) {
  return (
    <Panel title="Popular Platforms">
      {!platforms ? (
        <p className="muted">Loading…</p>
      ) : platforms.length === 0 ? (
        <EmptyState title="No platform has products yet." />
      ) : (
        <>
          <Suspense fallback={<div className="dashboard-bars-placeholder" aria-hidden="true" />}>
            <PlatformBars platforms={platforms} />
          </Suspense>
          <ol className="dashboard-platforms">
            {platforms.map((p) => (
              <li key={p.platformId}>
                <span>{p.name}</span>
                <span className="muted">
                  {p.products.toLocaleString('en-US')} {p.products === 1 ? 'product' : 'products'}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}
