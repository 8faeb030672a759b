import { useState } from 'react';
import { useApi } from '@/lib/use-api';
import type { StockAlertView } from '../../../../../shared/inventory/inventory-views';
import { Panel } from '../ui/page-parts';
import { relativeTime } from '../ui/relative-time';

/** Key-pool health: variants under their threshold, sold out, and owed to waiting pre-orders (kept by the table stream). */
export function StockHealthPanel() {
  const { data, error } = useApi('/api/admin/stock-alerts', { query: { limit: 100 } });
  if (error) return <Panel title="Stock health"><p className="muted">Stock health could not be loaded.</p></Panel>;
  if (!data) return <Panel title="Stock health"><p className="muted">Loading stock health...</p></Panel>;
  return (
    <Panel title="Stock health" className="stock-health">
      <div className="stock-health-grid">
        <AlertList title="Under threshold" items={data.underThreshold} empty="No variant is under its threshold." />
        <AlertList title="Sold out" items={data.soldOut} empty="Nothing is sold out." />
        <AlertList title="Pre-order demand" items={data.preorderDemand} empty="No pre-orders are waiting for keys." demand />
      </div>
    </Panel>
  );
}

const shown = 5;

function AlertList({ title, items, empty, demand }: { title: string; items: StockAlertView[]; empty: string; demand?: boolean }) {
  const [all, setAll] = useState(false);
  return (
    <section aria-label={title}>
      <h3>
        {title} <span className="muted">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {(all ? items : items.slice(0, shown)).map((a) => (
            <li key={a.variantId}>
              <strong>{a.productName}</strong> {a.platformName} - {a.regionName}:{' '}
              {demand ? `${a.waitingPreorders} waiting, ${a.availableKeys} in stock` : `${a.availableKeys} left (threshold ${a.lowStockThreshold}), since ${relativeTime(a.since)}`}
            </li>
          ))}
        </ul>
      )}
      {items.length > shown && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${items.length}`}
        </button>
      )}
    </section>
  );
}
