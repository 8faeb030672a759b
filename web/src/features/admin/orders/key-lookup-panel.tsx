import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { KeyStatus } from '../../../../../shared/catalog/product-key';
import type { KeyLookupResult } from '../../../../../shared/orders/order-key-lookup';
import { getHref } from '@/config/paths';
import { apiSend } from '@/lib/api-client';
import { staffWords } from '../ui/staff-words';
import { FormField } from '../ui/form-field';
import { Panel } from '../ui/page-parts';
import { exactTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';
import { useStaffAction } from '../ui/use-staff-action';
import { orderToolsWording } from './wording';

const t = staffWords(orderToolsWording);
const messages = { failure: t('lookupFailed') };

const keyStatusLabel = { available: 'keyAvailable', reserved: 'keyReserved', sold: 'keySold', retired: 'keyRetired' } as const satisfies Record<KeyStatus, string>;

/**
 * "Who bought this key?": staff paste a key (or its fingerprint) and see the order holding it. The key goes in the
 * request's body and leaves the input once found; the answer shows it masked, as everywhere in the back office.
 */
export function KeyLookupPanel() {
  const [key, setKey] = useState('');
  const [result, setResult] = useState<KeyLookupResult | null>(null);
  const find = useCallback((pasted: string) => apiSend('POST', '/api/admin/orders/by-key', { body: { key: pasted } }), []);
  const { run, pending } = useStaffAction(find, messages);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await run(key.trim());
    if (found) {
      setResult(found);
      setKey('');
    }
  };
  return (
    <Panel title={t('lookupTitle')} className="admin-key-lookup">
      <form className="admin-key-lookup-form" onSubmit={(e) => void submit(e)}>
        <FormField label={t('lookupLabel')} hint={t('lookupHint')}>
          <input type="text" value={key} placeholder={t('lookupPlaceholder')} autoComplete="off" spellCheck={false} maxLength={500} onChange={(e) => setKey(e.currentTarget.value)} />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={pending || !key.trim()}>
          {pending ? t('lookingUp') : t('lookupSubmit')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {result && <KeyLookupResults result={result} />}
      </div>
    </Panel>
  );
}

/** The keys a lookup matched, each with the order holding it (a link to its detail), or why there is none. */
export function KeyLookupResults({ result }: { result: KeyLookupResult }) {
  if (result.matches.length === 0) return <p className="muted">{t('lookupNone')}</p>;
  return (
    <ul className="admin-key-matches" aria-label={t('lookupResults')}>
      {result.matches.map((m) => (
        <li key={m.keyId}>
          <div>
            <code>{m.maskedKey}</code> <span className="muted">{t('keyOn', { product: m.productName ?? t('unknownProduct'), platform: m.platformName ?? '—' })}</span> <span className="admin-key-status">{t(keyStatusLabel[m.keyStatus])}</span>
          </div>
          {m.order ? (
            <div className="admin-key-order">
              <Link className="btn btn-ghost btn-small" to={getHref('adminOrder', { orderId: m.order.orderId })}>
                {t('viewOrder', { number: m.order.orderNumber })}
              </Link>
              <span>{m.order.deliveryEmail}</span>
              <time dateTime={m.order.createdAt}>{exactTime(m.order.createdAt)}</time>
              <StatusBadge status={m.order.status} />
            </div>
          ) : (
            <p className="muted">{t('inStock')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
