import { Link } from 'react-router-dom';
import type { OwnedKeyView } from '../../../../../shared/orders/order-views';
import { ProductImage } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { formatDate } from '@/lib/i18n/format-date';
import { localized } from '@/lib/i18n/localized';
import { faceValueText, regionFromEnglish } from '@/lib/i18n/variant-words';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { ownerAccess } from '../api/order-access';
import { useOwnApi } from '../api/use-own-api';
import { ordersMessages } from '../messages';
import { KeyRow } from './key-row';
import { LoadProblem } from './load-problem';

interface KeyBatchProps {
  userId: string;
  query: string;
  cursor: string | null;
  last: boolean;
  onMore(cursor: string): void;
}

/** One page of the buyer's keys. */
export function KeyBatch({ userId, query, cursor, last, onMore }: KeyBatchProps) {
  const t = useMessages(ordersMessages);
  const { data, error, mutate } = useOwnApi(userId, '/api/account/keys', { query: { limit: 50, ...(query ? { q: query } : {}), ...(cursor ? { cursor } : {}) } }, { dedupingInterval: 0 });
  if (error && !data) return <LoadProblem title={t('loadFailed')} retry={() => void mutate()} />;
  if (!data) return <Spinner label={t('loading')} />;
  if (!cursor && data.items.length === 0) return <p className="muted" role="status">{query ? t('keysNoMatch', { query }) : t('keysEmpty')}</p>;
  return (
    <>
      <ul className="owned-keys">
        {data.items.map((key) => (
          <OwnedKeyCard key={key.keyId} ownedKey={key} onChanged={() => void mutate()} />
        ))}
      </ul>
      {last && data.nextCursor && (
        <Button variant="secondary" className="orders-more" onClick={() => onMore(data.nextCursor!)}>
          {t('loadMore')}
        </Button>
      )}
    </>
  );
}

function OwnedKeyCard({ ownedKey, onChanged }: { ownedKey: OwnedKeyView; onChanged(): void }) {
  const t = useMessages(ordersMessages);
  const { language } = usePreferences();
  const revealed = formatDate(ownedKey.revealedAt, language, true);
  return (
    <li className="order-item" data-testid="owned-key">
      <div className="order-item-head">
        <ProductImage className="order-item-image" src={ownedKey.imageUrl} alt="" width={56} height={56} loading="lazy" />
        <div className="order-item-title">
          <h3>{localized(ownedKey, 'productName', language)}</h3>
          <p className="muted">{[ownedKey.platform.name, regionFromEnglish(ownedKey.regionName, language), faceValueText(ownedKey, language)].filter(Boolean).join(' · ')}</p>
          <p className="muted">
            <Link to={getHref('order', { orderId: ownedKey.orderId })}>{t('orderNumber', { number: ownedKey.orderNumber })}</Link>
            {' · '}
            {t('deliveredOn', { date: formatDate(ownedKey.deliveredAt, language, true) ?? '' })}
            {revealed && ` · ${t('revealedOn', { date: revealed })}`}
          </p>
        </div>
      </div>
      <ul className="key-list">
        <KeyRow ownedKey={ownedKey} access={ownerAccess} onChanged={onChanged} />
      </ul>
    </li>
  );
}
