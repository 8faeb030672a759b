import { authOverlay, nextOverlayCheckMs, type AuthOverlay, type OverlayFacts } from './overlay-rules';

/**
 * Looks at the facts again at each moment the overlay can change by itself (the 1 s ceiling, the 3 s mark, the end
 * of the cooldown, then every second for content) and reports the overlay each time, until stopped.
 */
export function watchAuthOverlay(read: () => OverlayFacts, report: (overlay: AuthOverlay) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (facts: OverlayFacts) => {
    const wait = nextOverlayCheckMs(facts);
    if (wait !== null) timer = setTimeout(check, wait);
  };
  function check() {
    const facts = read();
    report(authOverlay(facts));
    schedule(facts);
  }
  schedule(read());
  return () => clearTimeout(timer);
}
