import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { searchMessages } from '../messages';

/** The results page's empty state with its tips. */
export function SearchEmpty() {
  const t = useMessages(searchMessages);
  return (
    <div className="search-empty" data-testid="search-empty">
      <h2>{t('noResults')}</h2>
      <p className="muted">{t('tipsTitle')}</p>
      <ul>
        <li>{t('tipKeywords')}</li>
        <li>{t('tipSpelling')}</li>
        <li>{t('tipGeneral')}</li>
        <li>{t('tipBrowse')}</li>
      </ul>
      <Link to={getHref('home')} className={buttonVariants.secondary}>
        {t('browseCategories')}
      </Link>
    </div>
  );
}
