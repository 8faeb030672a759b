import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { shouldAutoplay, wrapIndex } from '../utils/carousel';

/** How long each slide shows before the next one while playing. */
export const slideInterval = 6000;

/** Slide position, autoplay and its pause rules (hover, focus, the pause button, reduced motion). */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const autoplay = shouldAutoplay({ count, paused, reducedMotion, engaged: hovered || focused });

  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i, 1, count)), slideInterval);
    return () => clearTimeout(timer);
  }, [autoplay, index, count]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    /** Playing unless the visitor paused it or prefers reduced motion (hover and focus only hold it). */
    playing: !paused && !reducedMotion && count > 1,
    canPlay: !reducedMotion,
    go: (to: number) => setIndex(wrapIndex(to, 0, count)),
    step: (by: number) => setIndex((i) => wrapIndex(i, by, count)),
    togglePaused: () => setPaused((p) => !p),
    setHovered,
    setFocused,
  };
}
