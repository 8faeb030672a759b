import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useMessages } from '@/lib/i18n/use-messages';
import { requestStockNotification } from '../api/request-stock-notification';
import { productMessages } from '../messages';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The small "Notify me" form of a sold-out variant. */
export function NotifyMeForm({ variantId }: { variantId: string }) {
  const t = useMessages(productMessages);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await requestStockNotification(variantId, email);
      setStatus({ kind: 'done' });
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fieldErrors[0]?.message : undefined;
      setStatus({ kind: 'failed', message: fieldMessage ?? t('notifyFailed') });
    }
  }

  if (status.kind === 'done') {
    return (
      <p className="pdp-notify-done" role="status">
        {t('notifyDone')}
      </p>
    );
  }
  return (
    <form className="pdp-notify" onSubmit={(event) => void submit(event)}>
      <p className="muted">{t('notifyIntro')}</p>
      <label htmlFor={inputId}>{t('email')}</label>
      <div className="pdp-notify-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={status.kind === 'failed'}
          aria-describedby={status.kind === 'failed' ? errorId : undefined}
        />
        <Button type="submit" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('sending') : t('send')}
        </Button>
      </div>
      {status.kind === 'failed' && (
        <p id={errorId} className="pdp-error" role="alert">
          {status.message}
        </p>
      )}
    </form>
  );
}
