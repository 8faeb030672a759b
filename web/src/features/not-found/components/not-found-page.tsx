import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonVariants } from '../../../components/ui/button';
import { getHref } from '../../../config/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn('404: missing path', pathname);
  }, [pathname]);

  return (
    <section className="status-screen">
      <title>Page not found | NeonKeys</title>
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page not found</h1>
      <Link to={getHref('home')} className={buttonVariants.primary}>
        Return to Home
      </Link>
    </section>
  );
}
