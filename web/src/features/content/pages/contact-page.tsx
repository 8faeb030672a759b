import { ContentPage } from '../components/content-page';
import { contact } from '../documents/contact';

/** /contact: how to reach support. */
export function ContactPage() {
  return <ContentPage document={contact} path="contact" updated="2026-11-24" />;
}
