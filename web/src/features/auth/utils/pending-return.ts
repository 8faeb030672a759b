import { safeReturnPath } from './return-path';

const key = 'neonkeys-auth-return';

/** Before leaving for Google: where to come back to, kept in this tab's session storage across the redirect. */
export function rememberReturnPath(next: string | null): void {
  try {
    const path = safeReturnPath(next);
    if (path) sessionStorage.setItem(key, path);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage may be off (private modes); the visitor then lands on the home page.
  }
}

/** On /auth/callback: the remembered path, once, checked again (session storage is the page's to write). */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
