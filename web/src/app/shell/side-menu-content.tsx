import { Link } from 'react-router-dom';
import { categories, categoryHref } from '@/config/categories';
import { getHref } from '@/config/paths';
import { useHome } from '@/features/catalog/api/use-home';
import { categoryCodes, categoryName, categorySlug } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { shellMessages } from './messages';
import { countsByCode } from './platform-counts';
import { PreferenceFields } from './preferences-menu';
import { UserMenuSlot } from './user-menu-slot';

/** What the side menu holds; loaded when the menu first opens, so none of it weighs on the first page. */
export function SideMenuContent({ onNavigate }: { onNavigate(): void }) {
  const t = useMessages(shellMessages);
  const { data } = useHome();
  const counts = countsByCode(data?.platformCounts);
  const { language } = usePreferences();
  return (
    <>
      <nav aria-labelledby="side-menu-categories" className="side-menu-section">
        <h3 id="side-menu-categories" className="side-menu-heading">
          {t('categories')}
        </h3>
        <ul className="side-menu-list">
          {categories.map((c) => {
            const count = counts.get(c.code);
            return (
              <li key={c.code}>
                <Link to={categoryHref(c.code)} onClick={onNavigate} data-testid="side-menu-category">
                  <span>{c.name}</span>
                  {count !== undefined && (
                    <span className="side-menu-count">{count === 1 ? t('productCountOne') : t('productCount', { count })}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby="side-menu-product-categories" className="side-menu-section">
        <h3 id="side-menu-product-categories" className="side-menu-heading">
          {t('shopByCategory')}
        </h3>
        <ul className="side-menu-list">
          {categoryCodes.map((code) => (
            <li key={code}>
              <Link to={getHref('category', { slug: categorySlug(code) })} onClick={onNavigate} data-testid="side-menu-product-category">
                <span>{categoryName(code, language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="side-menu-section">
        <Link to={getHref('home')} onClick={onNavigate} className="side-menu-link">
          {t('home')}
        </Link>
        <UserMenuSlot className="side-menu-sign-in" onNavigate={onNavigate} />
      </div>
      <div className="side-menu-section">
        <PreferenceFields />
      </div>
    </>
  );
}
