import type { OrderStatus } from '../orders/order-status';

/** One of the latest orders on the dashboard (back-office §2, Recent Gift Card Orders). */
export interface DashboardOrder {
  orderId: string;
  orderNumber: string;
  /** The first line's product; `moreLines` counts the others. */
  productName: string;
  moreLines: number;
  createdAt: string;
  totalCents: number;
  currency: string;
  status: OrderStatus;
}

export interface DashboardPlatform {
  platformId: string;
  name: string;
  code: string;
  /** Products with at least one variant on the platform (the catalogue's counter). */
  products: number;
}

export interface SalesSummary {
  orders: number;
  revenueCents: number;
  refundedCents: number;
}

/** `GET /api/admin/dashboard`: every figure read from a counter or a bounded Query, never counted on request. */
export interface DashboardView {
  staff: { userId: string; name: string | null; role: 'employee' | 'admin' };
  products: { total: number; active: number };
  /** The current UTC day's settled orders and their revenue. */
  today: SalesSummary & { day: string };
  /** All-time sales; present for admins only (back-office §2: Total Revenue is admin only), left out for employees. */
  allTime?: SalesSummary;
  recentOrders: DashboardOrder[];
  /** The top 3 platforms by product count. */
  popularPlatforms: DashboardPlatform[];
  configuration: { activeLanguages: number; languages: number; regions: number; platforms: number };
}
