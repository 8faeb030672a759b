import { Link } from 'react-router-dom';
import { categories, categoryHref } from '@/config/categories';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages';
import { useCategoryBarVisible } from './use-category-bar-visible';

/**
 * The desktop category bar. It sits over the page below the header bar and slides away with a transform,
 * so hiding and showing it never moves the page (no layout shift); the header reserves its height once.
 */
export function CategoryBar() {
  const t = useMessages(shellMessages);
  const visible = useCategoryBarVisible();
  return (
    <nav aria-label={t('categories')} className={cn('category-bar', !visible && 'category-bar-hidden')} data-visible={visible}>
      <ul className="container">
        {categories.map((c) => (
          <li key={c.code}>
            <Link to={categoryHref(c.code)}>{c.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
