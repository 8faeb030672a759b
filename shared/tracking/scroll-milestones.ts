/** Storefront §9: scroll depth is logged at multiples of 25 %. */
export const scrollMilestones = [25, 50, 75, 100] as const;
export type ScrollMilestone = (typeof scrollMilestones)[number];

/** How far down the page the viewport's bottom edge is, 0–100; a page that fits the viewport is read to 100 %. */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (!(documentHeight > viewportHeight)) return 100;
  const depth = ((Math.max(0, scrollTop) + viewportHeight) / documentHeight) * 100;
  return Math.min(100, Math.max(0, Math.round(depth * 10) / 10));
}

/** The milestones this depth reaches that were not logged yet, in order; each is logged once per page view. */
export function newMilestones(depthPercent: number, logged: ReadonlySet<number>): ScrollMilestone[] {
  return scrollMilestones.filter((m) => depthPercent >= m && !logged.has(m));
}
