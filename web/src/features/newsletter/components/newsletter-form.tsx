import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { toast } from '@/lib/toast-store';
import { subscribeToNewsletter } from '../api/subscribe';
import { newsletterMessages } from '../messages';

/** The footer's newsletter sign-up (spec §5): blank is refused with a toast and no request; success clears the field. */
export function NewsletterForm() {
  const t = useMessages(newsletterMessages);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const outcome = await subscribeToNewsletter(email);
    setPending(false);
    setInvalid(outcome.kind === 'required' || outcome.kind === 'rejected');
    switch (outcome.kind) {
      case 'required':
        toast({ title: t('requiredTitle'), description: t('requiredText'), variant: 'destructive' });
        document.getElementById(id)?.focus();
        break;
      case 'subscribed':
        toast({ title: t('successTitle'), description: t('successText'), variant: 'success' });
        setEmail('');
        break;
      case 'rejected':
        toast({ title: t('failedTitle'), description: outcome.message, variant: 'destructive' });
        document.getElementById(id)?.focus();
        break;
      case 'failed':
        toast({ title: t('failedTitle'), description: outcome.message ?? t('failedText'), variant: 'destructive' });
        break;
    }
  }

  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <p className="muted">{t('intro')}</p>
      {/* noValidate: the browser's own bubble would pre-empt the spec's 'Email required' toast. */}
      <form className="newsletter-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={id} className="visually-hidden">
          {t('emailLabel')}
        </label>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('placeholder')}
          required
          aria-invalid={invalid || undefined}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" disabled={pending}>
          {pending ? t('subscribing') : t('subscribe')}
        </Button>
      </form>
    </section>
  );
}
