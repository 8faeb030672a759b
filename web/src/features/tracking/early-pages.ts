import { trackedEvents, type TrackedEvent } from '@/lib/analytics';
import type { PageRouter } from './watch-pages';

/** A page seen before the tracking module started: its view, and when it was left. */
export interface EarlyPage {
  path: string;
  at: number;
  title: string;
  referrer: string | null;
  leftAt: number;
}

/** What the tracking module is handed when it starts: earlier pages and events to record, and the page it starts on. */
export interface EarlyVisit {
  pages: EarlyPage[];
  /** Events of earlier documents of this tab that were left before the module loaded (this document's are in `trackedEvents`). */
  events: TrackedEvent[];
  current: { path: string; since: number; referrer: string | null };
}

interface Carried {
  doc: string;
  pages: EarlyPage[];
  events: TrackedEvent[];
}

export const carryKey = 'nk-tracking-carry';
/** A tab that keeps leaving pages before the module loads still carries a bounded record. */
const maxCarried = { pages: 50, events: 100 };

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** What of the window this needs (a test gives an EventTarget with a document). */
export type PageWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'title' | 'referrer'> };

const readCarried = (storage: KeyValue | null): Carried[] => {
  try {
    const value = JSON.parse(storage?.getItem(carryKey) ?? '[]') as unknown;
    // Session storage is the page's own, but a shape from another build of the store is dropped rather than trusted.
    return Array.isArray(value) ? (value as Carried[]).filter((c) => Array.isArray(c?.pages) && Array.isArray(c.events)) : [];
  } catch {
    return [];
  }
};

/**
 * Notes the pages of this document until the tracking module starts (it loads when the browser is idle, or on a buy),
 * and, if the page is left first (a fast buyer on the way to the payment page), carries them and the events tracked so
 * far in session storage, so the next page of the tab records them: without it, the product view and add-to-cart of a
 * shopper quicker than the module were lost. `handOver` stops watching and gives the module everything to record.
 */
export function watchEarlyPages(router: PageRouter, storage: KeyValue | null, win: PageWindow = window, now: () => number = Date.now): { handOver(): EarlyVisit } {
  // Tells this document's own carry from earlier documents' when a page comes back from the back-forward cache.
  const doc = `${now()}-${Math.random()}`;
  let current = { path: router.state.location.pathname, since: now(), referrer: win.document.referrer || null };
  const pages: EarlyPage[] = [];
  const leave = (at: number) => ({ path: current.path, at: current.since, title: win.document.title.slice(0, 300), referrer: current.referrer, leftAt: at });
  const unsubscribe = router.subscribe((state) => {
    const next = state.location.pathname;
    if (next === current.path) return;
    const at = now();
    // The title is still the page left's: the next page sets its own after it renders.
    if (pages.length < maxCarried.pages) pages.push(leave(at));
    current = { path: next, since: at, referrer: null };
  });
  const onLeave = () => {
    const carried = readCarried(storage).filter((c) => c.doc !== doc);
    carried.push({ doc, pages: [...pages, leave(now())].slice(-maxCarried.pages), events: [...trackedEvents()] });
    try {
      storage?.setItem(carryKey, JSON.stringify(carried.slice(-5)));
    } catch {
      // No room: these pages are not counted, as before the module could carry them.
    }
  };
  // Back from the back-forward cache after the next document recorded this one's pages: they are not this page's to send.
  const onBack = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted || readCarried(storage).some((c) => c.doc === doc)) return;
    pages.length = 0;
    current = { path: current.path, since: now(), referrer: null };
  };
  win.addEventListener('pagehide', onLeave);
  win.addEventListener('pageshow', onBack);
  return {
    handOver() {
      unsubscribe();
      win.removeEventListener('pagehide', onLeave);
      win.removeEventListener('pageshow', onBack);
      const earlier = readCarried(storage).filter((c) => c.doc !== doc);
      try {
        storage?.removeItem(carryKey);
      } catch {
        // Unreadable storage carried nothing.
      }
      return {
        pages: [...earlier.flatMap((c) => c.pages), ...pages].slice(-maxCarried.pages),
        events: earlier.flatMap((c) => c.events).slice(-maxCarried.events),
        current,
      };
    },
  };
}
