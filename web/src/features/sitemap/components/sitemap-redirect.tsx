import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The sitemap-generating function (type index) has no API route yet; the SEO issue adds it under this path.
export const sitemapIndexUrl = '/api/sitemap?type=index';

export function SitemapRedirect() {
  useEffect(() => {
    window.location.replace(sitemapIndexUrl);
  }, []);
  return <Spinner className="page-spinner" label="Redirecting to Sitemap..." />;
}
