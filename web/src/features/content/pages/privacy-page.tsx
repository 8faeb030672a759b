import { ContentPage } from '../components/content-page';
import { privacy } from '../documents/privacy';

/** /privacy: what the store records and keeps. */
export function PrivacyPage() {
  return <ContentPage document={privacy} path="privacy" updated="2026-11-24" />;
}
