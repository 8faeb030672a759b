import { ContentPage } from '../components/content-page';
import { cookies } from '../documents/cookies';

/** /cookies: cookies and browser storage. */
export function CookiesPage() {
  return <ContentPage document={cookies} path="cookies" updated="2026-11-24" />;
}
