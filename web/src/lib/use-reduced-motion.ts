import { useMediaQuery } from './use-media-query';

/** Whether the visitor asked the system for less motion; false while rendering on a server. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
