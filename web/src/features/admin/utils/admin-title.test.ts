import { describe, expect, it } from 'vitest';
import { adminHeaderTitle } from './admin-title';

describe('the admin header title', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/users', 'Users'],
    ['/admin/users/u-1', 'User Details'],
    ['/admin/products', 'Products'],
    ['/admin/orders', 'Orders'],
    ['/admin/orders/o-1', 'Order Details'],
    ['/admin/variants', 'Variants & Keys'],
    ['/admin/featured', 'Featured Products'],
    ['/admin/pre-orders', 'Pre-Orders'],
    ['/admin/security-fraud', 'Security & Fraud'],
    ['/admin/settings', 'System Configuration'],
    ['/admin/enhanced-intelligence', 'Enhanced User Intelligence'],
    ['/admin/algolia-exports', 'Algolia Exports'],
    ['/admin/seo-sitemaps', 'SEO & Sitemaps'],
    ['/admin/audience', 'Audience'],
    ['/admin/search-analytics', 'Search Analytics'],
    ['/admin/enhanced-algolia', 'Search Management'],
    ['/admin/multi-language', 'Multi-Language Management'],
    ['/admin/search-testing', 'Search Testing Suite'],
    ['/admin/performance', 'Performance Monitor'],
    ['/admin/no-such-screen', 'Admin Dashboard'],
    ['/admin/users/u-1/extra', 'Admin Dashboard'],
  ])('is "%2$s" on %1$s', (path, title) => {
    expect(adminHeaderTitle(path)).toBe(title);
  });
});
