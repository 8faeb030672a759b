export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Storefront §9 breakpoints, in CSS pixels of the viewport's width. */
export const breakpoints = { smallMobile: 500, mobile: 768, tablet: 1024 } as const;

/** Mobile below 768 px, tablet below 1024 px, desktop from there. */
export function deviceType(viewportWidth: number): DeviceType {
  if (!(viewportWidth >= breakpoints.mobile)) return 'mobile';
  return viewportWidth < breakpoints.tablet ? 'tablet' : 'desktop';
}

/** The narrowest phones (below 500 px), for layouts that need them; still `mobile` as a device type. */
export const isSmallMobile = (viewportWidth: number) => viewportWidth < breakpoints.smallMobile;
