import { ContentPage } from '../components/content-page';
import { terms } from '../documents/terms';

/** /terms: the terms of sale and use. */
export function TermsPage() {
  return <ContentPage document={terms} path="terms" updated="2026-11-24" />;
}
