import { useEffect, useState } from 'react';
import { nextCategoryBarState, type CategoryBarState } from './category-bar-visibility';

/** Whether the category bar shows, following the page's scroll (one update per animation frame at most). */
export function useCategoryBarVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let state: CategoryBarState = { visible: true, lastY: window.scrollY };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = nextCategoryBarState(state, window.scrollY);
        if (next.visible !== state.visible) setVisible(next.visible);
        state = next;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return visible;
}
