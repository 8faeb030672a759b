import { mobileQuery, useMediaQuery } from '@/lib/use-media-query';

/** Below 768 px the sidebar is an off-canvas sheet (storefront §9 breakpoints). */
export const useMobileViewport = (): boolean => useMediaQuery(mobileQuery);
