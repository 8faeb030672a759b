import { useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AccountNav } from '@/components/account/account-nav';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/use-messages';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { ordersMessages } from '../messages';
import '../orders.css';
import { KeyBatch } from './key-batch';

/** /account/keys: every key the buyer owns, masked, searchable (by the server) by product, platform or order number. */
export function KeysPage() {
  const t = useMessages(ordersMessages);
  const id = useId();
  const { userId, anonymous, signInHref } = useSignedInUser();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);

  if (anonymous) return <Navigate to={signInHref} replace />;
  return (
    <section className="orders-page">
      <title>{t('keysPageTitle')}</title>
      <AccountNav />
      <h1>{t('keysHeading')}</h1>
      <form className="field keys-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`}>{t('keysSearch')}</label>
        <input id={`${id}-q`} type="search" value={text} maxLength={100} placeholder={t('keysSearchHint')} onChange={(event) => setText(event.target.value)} />
      </form>
      {userId ? <KeyList key={query} userId={userId} query={query} /> : <Spinner label={t('loading')} />}
    </section>
  );
}

/** The keys for one search, a page at a time; a new search starts again from the first page (its own `key`). */
function KeyList({ userId, query }: { userId: string; query: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <div>
      {cursors.map((cursor, i) => (
        <KeyBatch key={cursor ?? 'first'} userId={userId} query={query} cursor={cursor} last={i === cursors.length - 1} onMore={(next) => setCursors((c) => [...c, next])} />
      ))}
    </div>
  );
}
