/** The slide `step` places away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface AutoplayInputs {
  count: number;
  /** The visitor pressed pause. */
  paused: boolean;
  reducedMotion: boolean;
  /** The pointer is over the carousel or focus is inside it. */
  engaged: boolean;
}

/** Whether the slides advance on their own: never for one slide, a paused show, reduced motion, or while in use. */
export const shouldAutoplay = ({ count, paused, reducedMotion, engaged }: AutoplayInputs): boolean =>
  count > 1 && !paused && !reducedMotion && !engaged;
