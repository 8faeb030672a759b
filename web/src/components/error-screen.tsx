import { Button } from './ui/button';

/** The spec's generic error screen, shown by the router's error boundaries. */
export function ErrorScreen() {
  return (
    <section className="status-screen" role="alert">
      <h1>Something went wrong</h1>
      <p>An error occurred while loading this component</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </section>
  );
}
