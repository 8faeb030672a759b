import { Spinner } from '../components/ui/spinner';

/** Full-screen fallback while the first route's code loads. */
export function LoadingScreen() {
  return <Spinner className="loading-screen" />;
}

/** Fallback inside the shell, so the header paints before the page's chunk arrives. */
export function PageLoading() {
  return <Spinner className="page-spinner" />;
}
