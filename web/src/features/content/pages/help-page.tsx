import { ContentPage } from '../components/content-page';
import { help } from '../documents/help';

/** /help: the Help Center and its FAQ. */
export function HelpPage() {
  return <ContentPage document={help} path="help" updated="2026-11-24" />;
}
