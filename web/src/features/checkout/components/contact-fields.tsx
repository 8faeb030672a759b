import { useId } from 'react';
import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { checkoutMessages } from '../messages';

export const maxNotesLength = 500;

interface ContactFieldsProps {
  signedIn: boolean;
  email: string;
  onEmail(value: string): void;
  emailError: string | null;
  notes: string;
  onNotes(value: string): void;
  notesError: string | null;
}

/** Where the keys go (prefilled when signed in; required from a guest, who may sign in instead) and optional notes. */
export function ContactFields({ signedIn, email, onEmail, emailError, notes, onNotes, notesError }: ContactFieldsProps) {
  const t = useMessages(checkoutMessages);
  const id = useId();
  return (
    <section className="checkout-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('contactHeading')}</h2>
      {!signedIn && (
        <p className="muted">
          {t('guestIntro')}{' '}
          <Link to={getHref('auth', { next: getHref('checkout') })} data-testid="checkout-sign-in">
            {t('signIn')}
          </Link>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={`${id}-email-hint`}
        />
        <p className="field-hint" id={`${id}-email-hint`}>
          {emailError ?? t('emailHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t('notes')}</label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={maxNotesLength}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={`${id}-notes-hint`}
        />
        <p className="field-hint" id={`${id}-notes-hint`}>
          {notesError ?? t('notesCount', { count: notes.length, max: maxNotesLength })}
        </p>
      </div>
    </section>
  );
}
