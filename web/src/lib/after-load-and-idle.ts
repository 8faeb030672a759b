/**
 * Runs optional work (the tracking module, the service worker's registration) once the page has loaded and the browser
 * is idle, so it takes nothing from the first render. A failure is only logged at debug level: the page works without
 * that work, and the error itself names what failed.
 */
export function afterLoadAndIdle(task: () => Promise<unknown> | undefined): void {
  const run = () => task()?.catch(console.debug);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 2_000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
