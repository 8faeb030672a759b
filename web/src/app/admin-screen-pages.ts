import type { ComponentType } from 'react';
import type { AdminScreenId } from '../features/admin/admin-screens';

/** The screens built so far, each its own chunk; the others show their heading until their issue builds them. */
export const adminScreenPages: Partial<Record<AdminScreenId, () => Promise<ComponentType>>> = {
  dashboard: () => import('../features/admin/dashboard/dashboard-page').then((m) => m.DashboardPage),
  users: () => import('../features/admin/users/users-page').then((m) => m.UsersPage),
  user: () => import('../features/admin/users/user-detail-page').then((m) => m.UserDetailPage),
  products: () => import('./admin-variant-slots').then((m) => m.AdminProductsScreen),
  variants: () => import('../features/admin/variants/variants-page').then((m) => m.VariantsPage),
  orders: () => import('../features/admin/orders/orders-page').then((m) => m.OrdersPage),
  order: () => import('../features/admin/orders/order-detail-page').then((m) => m.OrderDetailPage),
  featured: () => import('../features/admin/featured/featured-page').then((m) => m.FeaturedPage),
  settings: () => import('../features/admin/settings/settings-page').then((m) => m.SettingsPage),
  preOrders: () => import('../features/admin/pre-orders/pre-orders-page').then((m) => m.PreOrdersPage),
};
