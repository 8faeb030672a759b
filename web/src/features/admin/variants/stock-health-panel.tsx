import { useState } from 'react';
import { useApi } from '@/lib/use-api';
import type { StockAlertView } from '../../../../../shared/inventory/inventory-views';
import { staffWords } from '../ui/staff-words';
import { Panel } from '../ui/page-parts';
import { relativeTime } from '../ui/relative-time';
import { inventoryWording } from './wording';

const t = staffWords(inventoryWording);

/** Key-pool health: variants at or below their threshold, sold out, and owed to waiting pre-orders (kept by the table stream). */
export function StockHealthPanel() {
  const { data, error } = useApi('/api/admin/stock-alerts', { query: { limit: 100 } });
  if (error) return <Panel title={t('healthTitle')}><p className="muted">{t('healthFailed')}</p></Panel>;
  if (!data) return <Panel title={t('healthTitle')}><p className="muted">{t('healthLoading')}</p></Panel>;
  return (
    <Panel title={t('healthTitle')} className="stock-health">
      <div className="stock-health-grid">
        <AlertList title={t('healthLow')} items={data.underThreshold} empty={t('healthLowEmpty')} />
        <AlertList title={t('healthSoldOut')} items={data.soldOut} empty={t('healthSoldOutEmpty')} />
        <AlertList title={t('healthDemand')} items={data.preorderDemand} empty={t('healthDemandEmpty')} demand />
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
              <strong>{a.productName}</strong> {a.platformName} - {a.regionName}{a.faceValue ? ` - ${a.faceValue}` : ''}:{' '}
              {demand
                ? t('healthWaiting', { waiting: a.waitingPreorders, available: a.availableKeys })
                : t('healthLeft', { available: a.availableKeys, threshold: a.lowStockThreshold, since: relativeTime(a.since) })}
            </li>
          ))}
        </ul>
      )}
      {items.length > shown && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setAll(!all)}>
          {all ? t('showFewer') : t('showAll', { count: items.length })}
        </button>
      )}
    </section>
  );
}
