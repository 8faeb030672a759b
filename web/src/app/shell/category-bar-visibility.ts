/** Below this scroll offset the category bar always shows (spec §2: it hides once scrolled down past 150 px). */
export const categoryBarThreshold = 150;
/** Smaller movements are jitter (trackpads, elastic scrolling) and change nothing. */
export const scrollTolerance = 6;

export interface CategoryBarState {
  visible: boolean;
  /** The offset the last direction decision was taken at. */
  lastY: number;
}

/** The category bar's next state for a new scroll offset: shown near the top and on scrolling up, hidden on scrolling down. */
export function nextCategoryBarState(state: CategoryBarState, y: number): CategoryBarState {
  if (y <= categoryBarThreshold) return { visible: true, lastY: y };
  const delta = y - state.lastY;
  if (Math.abs(delta) < scrollTolerance) return state;
  return { visible: delta < 0, lastY: y };
}
