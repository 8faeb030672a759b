import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { ordersMessages } from '../messages';

/** A page that could not show its data: what went wrong, and Try again when asking again may help. */
export function LoadProblem({ title, text, retry }: { title: string; text?: string | undefined; retry?: (() => void) | undefined }) {
  const t = useMessages(ordersMessages);
  return (
    <section className="status-screen" role="alert">
      <h1>{title}</h1>
      {text && <p className="muted">{text}</p>}
      {retry && <Button onClick={retry}>{t('retry')}</Button>}
    </section>
  );
}
