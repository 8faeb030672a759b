import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Header />
      <main id="main" className="container main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
