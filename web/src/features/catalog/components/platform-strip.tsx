import { Link } from 'react-router-dom';
import type { PlatformCount } from '../../../../../shared/storefront/storefront-views';
import { categories, categoryHref } from '@/config/categories';
import { useMessages } from '@/lib/i18n/use-messages';
import { catalogMessages } from '../messages';

/**
 * One tile per platform, each the target of the spec's category anchor (#playstation, #xbox…) and a link to
 * that platform's browse page. The tiles render before the counts arrive, so anchors work at once and nothing moves.
 */
export function PlatformStrip({ counts }: { counts: PlatformCount[] | undefined }) {
  const t = useMessages(catalogMessages);
  const byCode = new Map((counts ?? []).map((c) => [c.code, c.count]));
  return (
    <section className="platform-strip" aria-labelledby="platform-strip-heading">
      <h2 id="platform-strip-heading">{t('shopByPlatform')}</h2>
      <ul className="platform-tiles">
        {categories.map((c) => {
          const count = byCode.get(c.code);
          return (
            <li key={c.code}>
              <Link id={c.code} to={categoryHref(c.code)} className={`platform-tile platform-${c.code}`}>
                <span className="platform-tile-name">{c.name}</span>
                <span className="platform-tile-count">
                  {count === undefined ? '\u00a0' : count === 1 ? t('productCountOne') : t('productCount', { count })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
