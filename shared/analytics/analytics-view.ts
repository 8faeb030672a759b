/** A product in Popular Products (back-office §2: last 7 days, top 10). */
export interface PopularProduct {
  productId: string;
  name: string;
  views: number;
  uniqueViewers: number;
  /** Seconds, over the views whose page was left (a tab closed on the page has no duration); null when none was. */
  averageViewSeconds: number | null;
}

/** One line of Recent Activity (back-office §2: 20 items, Viewed or Purchased, time, country code). */
export interface RecentActivityLine {
  kind: 'viewed' | 'purchased';
  at: string;
  countryCode: string | null;
  productId: string | null;
  productName: string | null;
  orderId: string | null;
  valueCents: number | null;
}

/**
 * `GET /api/admin/analytics`: the dashboard's analytics panel, read from counters the tracking consumer and the orders
 * consumer keep on write (functions/tracking/traffic-writes.ts, sales counters). "24h" is the current UTC hour and the 23
 * before it.
 */
export interface AnalyticsView {
  generatedAt: string;
  /** `pastHoursFrom`: the finished hours came from their rollup (the usual case) or, just after the hour turned, their counters. */
  window: { from: string; to: string; pastHoursFrom: 'rollup' | 'counters' };
  cards: {
    /** Storefront page views. */
    views: number;
    productViews: number;
    /** Distinct visitors (signed-in user, else device, else session), estimated by HyperLogLog within about 3 %. */
    activeUsers: number;
    activeSessions: number;
    /** Completed (paid) orders, all of them, tracked visitor or not. */
    purchases: number;
    /** Seconds; null when no session started in the window. */
    averageSessionSeconds: number | null;
  };
  /** Page and product views per UTC day, the 7 days up to today, oldest first. */
  viewsPerDay: { day: string; views: number; productViews: number }[];
  popularProducts: PopularProduct[];
  recentActivity: RecentActivityLine[];
}

/** `GET /api/admin/analytics/system-config`: the panel's System Config tab, read when it opens. */
export interface SystemConfigView {
  languages: { code: string; nativeName: string; isActive: boolean }[];
  regions: { code: string; name: string; isGlobal: boolean; restrictions: string | null }[];
  platforms: { code: string; name: string; iconUrl: string | null }[];
}

export const analyticsLimits = { windowHours: 24, popularDays: 7, popularProducts: 10, recentActivity: 20, chartDays: 7 } as const;

