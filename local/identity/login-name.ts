import { e164Pattern } from '../../shared/auth/profile';

export type LoginKind = 'email' | 'phone' | 'other';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a sign-in name is: the pool signs in by e-mail or phone number (its username attributes), never a free username. */
export function loginKind(login: string): LoginKind {
  const trimmed = login.trim();
  if (emailPattern.test(trimmed)) return 'email';
  if (e164Pattern.test(trimmed)) return 'phone';
  return 'other';
}

/** The form a sign-in name is stored and compared in: e-mail addresses case-insensitively, as the pool is configured. */
export function normaliseLogin(login: string): string {
  const trimmed = login.trim();
  return loginKind(trimmed) === 'email' ? trimmed.toLowerCase() : trimmed;
}

/**
 * A recipient as given in a query string, where an unencoded `+14155550123` arrives as ` 14155550123`:
 * bare digits are read as an international number.
 */
export function normaliseRecipient(raw: string): string {
  const trimmed = raw.trim();
  return /^\d{6,15}$/.test(trimmed) ? `+${trimmed}` : normaliseLogin(trimmed);
}

/** How Cognito shows where a code went: `a***@e***` for e-mail, `+********0123` for a phone. */
export function maskDestination(to: string): string {
  if (loginKind(to) === 'email') {
    const [local = '', domain = ''] = to.split('@');
    return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
  }
  const digits = to.replace(/^\+/, '');
  return `+${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
