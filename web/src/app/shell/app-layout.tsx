import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { useMessages } from '@/lib/i18n/use-messages';
import { Footer } from './footer';
import { Header } from './header';
import { shellMessages } from './messages';
import { useSiteDescription } from './use-site-description';

export function AppLayout() {
  const navigation = useNavigation();
  const t = useMessages(shellMessages);
  useSiteDescription();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label={t('loadingPage')} />}
      <Header />
      <main id="main" className="container main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
