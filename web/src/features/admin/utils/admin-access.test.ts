import { describe, expect, it } from 'vitest';
import { adminScreenIds, type AdminScreenId } from '../admin-screens';
import { layoutAccess, panelLabel, screenAccess } from './admin-access';

describe('the admin layout', () => {
  it.each([
    ['waits with a spinner while the role loads', null, true, 'wait'],
    ['waits even when a stale role is known', 'admin', true, 'wait'],
    ['sends a signed-out visitor home', null, false, 'redirect'],
    ['sends a customer home', 'user', false, 'redirect'],
    ['lets an employee in', 'employee', false, 'allow'],
    ['lets an admin in', 'admin', false, 'allow'],
  ] as const)('%s', (_case, role, loading, expected) => {
    expect(layoutAccess({ role, loading })).toBe(expected);
  });

  it.each([
    ['admin', 'Admin Panel'],
    ['employee', 'Employee Panel'],
  ] as const)('labels the panel of an %s "%s"', (role, label) => {
    expect(panelLabel(role)).toBe(label);
  });
});

describe('an admin-only screen', () => {
  const staffScreens: AdminScreenId[] = ['dashboard', 'products', 'orders', 'order', 'preOrders', 'featured', 'seoSitemaps'];

  it.each(staffScreens)('%s is open to employees', (screen) => {
    expect(screenAccess(screen, 'employee')).toBe('allow');
  });

  it.each([
    ['users', 'redirect'],
    ['user', 'redirect'],
    ['variants', 'deny'],
    ['settings', 'deny'],
    ['securityFraud', 'deny'],
    ['enhancedIntelligence', 'deny'],
    ['algoliaExports', 'deny'],
    ['enhancedAlgolia', 'deny'],
    ['searchAnalytics', 'deny'],
    ['searchTesting', 'deny'],
    ['multiLanguage', 'deny'],
    ['performance', 'deny'],
  ] as const)('%s gives an employee: %s', (screen, expected) => {
    expect(screenAccess(screen, 'employee')).toBe(expected);
  });

  it('every screen is open to admins', () => {
    expect(adminScreenIds.filter((id) => screenAccess(id, 'admin') !== 'allow')).toEqual([]);
  });
});
