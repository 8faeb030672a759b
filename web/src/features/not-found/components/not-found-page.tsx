import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { notFoundMessages } from '../messages';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useMessages(notFoundMessages);

  useEffect(() => {
    console.warn('404: missing path', pathname);
  }, [pathname]);

  return (
    <section className="status-screen">
      <title>{t('pageTitle')}</title>
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('heading')}</h1>
      <Link to={getHref('home')} className={buttonVariants.primary}>
        {t('home')}
      </Link>
    </section>
  );
}
