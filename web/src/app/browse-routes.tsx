import { useParams } from 'react-router-dom';
import { platformCodes } from '../../../shared/catalog/platform';
import { BrowsePage } from '../features/search/components/browse-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { categoryFromSlug } from '@/lib/i18n/catalog-terms';

/** /platform/{code}: one of the seven platforms, else the not-found screen (the server answers such a path 404). */
export function PlatformRoute() {
  const { code = '' } = useParams();
  return (platformCodes as readonly string[]).includes(code) ? <BrowsePage key={code} pin={{ facet: 'platform', value: code }} /> : <NotFoundPage />;
}

/** /category/{slug}: a catalogue category by its browse slug, else the not-found screen. */
export function CategoryRoute() {
  const { slug = '' } = useParams();
  const code = categoryFromSlug(slug);
  return code ? <BrowsePage key={code} pin={{ facet: 'category', value: code }} /> : <NotFoundPage />;
}
