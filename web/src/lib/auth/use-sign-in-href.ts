import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { getHref } from '@/config/paths';

const noSubscription = () => () => undefined;

/**
 * The sign-in link for this page: /auth with `?next=` set to where the visitor is, so signing in brings them back.
 * The server render and hydration name the path alone (the server may not see the query string); the query and hash
 * follow at once after hydration, so the HTML and the first client render agree.
 */
export function useSignInHref(): string {
  const { pathname, search, hash } = useLocation();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const here = hydrated ? `${pathname}${search}${hash}` : pathname;
  if (here === '/' || /^\/auth(?:\/|$)/i.test(pathname)) return getHref('auth');
  return getHref('auth', { next: here });
}
