import type { BehaviourRecorder } from './behaviour-recorder';
import type { Tracker } from './tracker';

/** What tracking needs of the app's router (react-router's data router has it): where we are, and each move. */
export interface PageRouter {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** The view duration of a page left, from when it was opened until it was left (a day at most, as the batch allows). */
export const pageLeave = (path: string, openedAt: number, leftAt: number) =>
  ({ type: 'page_leave', path, durationSeconds: Math.min(86_400, Math.max(0, (leftAt - openedAt) / 1000)) }) as const;

/** Long enough for the new page to set its title (use-document-head runs in an effect after render). */
const titleSettleMs = 300;

/**
 * Page views from the router: the page it starts on at once (from when it was opened, with the document's referrer if
 * the tab landed on it), then each new path once its title has settled, and for the page left its view duration
 * (`page_leave`). Only the path counts: a query or hash change is the same page. `settle` records a view still waiting for its title (the tab is hidden or closing).
 */
export function watchPages(
  router: PageRouter,
  tracker: Tracker,
  behaviour: BehaviourRecorder,
  landed: { since: number; referrer: string | null } = { since: Date.now(), referrer: document.referrer || null },
): { stop: () => void; settle: () => void } {
  let path = router.state.location.pathname;
  let since = landed.since;
  let pending: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    const record = pending;
    pending = null;
    record?.();
  };
  const view = (at: number, referrer: string | null, waitForTitle: boolean) => {
    const shown = path;
    pending = () => tracker.record({ type: 'page_view', path: shown, title: document.title.slice(0, 300), referrer }, at);
    if (waitForTitle) timer = setTimeout(settle, titleSettleMs);
    else settle();
  };
  view(since, landed.referrer, false);
  const stop = router.subscribe((state) => {
    const next = state.location.pathname;
    if (next === path) return;
    settle();
    const now = Date.now();
    tracker.record(pageLeave(path, since, now));
    path = next;
    since = now;
    behaviour.newPage();
    view(now, null, true);
  });
  return { stop, settle };
}
