import { useMessages } from '../lib/i18n/use-messages';
import { componentMessages } from './messages';
import { Button } from './ui/button';

/** The spec's generic error screen, shown by the router's error boundaries. */
export function ErrorScreen() {
  const t = useMessages(componentMessages);
  return (
    <section className="status-screen" role="alert">
      <h1>{t('errorTitle')}</h1>
      <p>{t('errorText')}</p>
      <Button onClick={() => window.location.reload()}>{t('reloadPage')}</Button>
    </section>
  );
}
