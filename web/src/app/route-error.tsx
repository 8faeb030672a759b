import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../components/error-screen';

/** Route error boundary: logs what broke (a failed chunk load after a deploy, a render error) and shows the spec's screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen />;
}
