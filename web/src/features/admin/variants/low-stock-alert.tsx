import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useApi } from '@/lib/use-api';
import type { StockHealth } from '../../../../../shared/inventory/inventory-views';
import { staffWords } from '../ui/staff-words';
import { inventoryWording } from './wording';
import './low-stock-alert.css';

const shown = 8;
const t = staffWords(inventoryWording);

/**
 * The dashboard's low-stock alert: every variant at or below its threshold, sold-out ones first, from the same
 * `GET /api/admin/stock-alerts` answer as the stock health panel (one request for both). Nothing while none is low.
 */
export function LowStockAlert({ canManage }: { canManage: boolean }) {
  const { data } = useApi('/api/admin/stock-alerts', { query: { limit: 100 } });
  return data ? <LowStockAlertView health={data} canManage={canManage} /> : null;
}

/** The alert for one answer; `canManage` (admins) adds the way to the Variants & Keys screen, which only admins open. */
export function LowStockAlertView({ health, canManage }: { health: Pick<StockHealth, 'underThreshold' | 'soldOut' | 'nextCursor'>; canManage: boolean }) {
  const [all, setAll] = useState(false);
  const alerts = [...health.soldOut, ...[...health.underThreshold].sort((a, b) => a.availableKeys - b.availableKeys)];
  if (alerts.length === 0) return null;
  return (
    <section className="low-stock-alert" role="status" aria-labelledby="low-stock-alert-title" data-testid="low-stock-alert">
      <h2 id="low-stock-alert-title">{t('alertTitle')}</h2>
      <p>
        {alerts.length === 1 ? t('alertOne') : t('alertMany', { count: alerts.length })}
        {health.nextCursor ? ` ${t('alertMore')}` : ''}
      </p>
      <ul>
        {(all ? alerts : alerts.slice(0, shown)).map((a) => (
          <li key={a.variantId} className={a.level === 'soldOut' ? 'sold-out' : undefined} data-variant-id={a.variantId}>
            <strong>{a.productName}</strong> {a.platformName} - {a.regionName}{a.faceValue ? ` - ${a.faceValue}` : ''}:{' '}
            {a.level === 'soldOut' ? t('alertSoldOut', { threshold: a.lowStockThreshold }) : t('alertLeft', { available: a.availableKeys, threshold: a.lowStockThreshold })}
          </li>
        ))}
      </ul>
      {alerts.length > shown && (
        <p className="muted">
          {all ? null : `${t('alertOthers', { count: alerts.length - shown })} `}
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setAll(!all)}>
            {all ? t('showFewer') : t('showAll', { count: alerts.length })}
          </button>
        </p>
      )}
      {canManage && <Link to={getHref('adminVariants')}>{t('alertManage')}</Link>}
    </section>
  );
}
