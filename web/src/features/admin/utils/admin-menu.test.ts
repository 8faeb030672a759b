import { describe, expect, it } from 'vitest';
import { adminMenu } from './admin-menu';

const employeeMenu = ['Dashboard', 'Products', 'Orders', 'Pre-Orders', 'Variants & Keys', 'Featured Products', 'SEO & Sitemaps'];
// Staff screens added after the spec's menu (issue 37), for employees and admins alike.
const staffMenu = [...employeeMenu, 'Audience'];

describe('the admin side menu', () => {
  it("gives an employee the employee menu of back-office §6, in its order, then the Audience screen", () => {
    expect(adminMenu('employee').map((entry) => entry.label)).toEqual(staffMenu);
  });

  it('marks Variants & Keys as admins only in the employee menu, and nothing in the admin menu', () => {
    expect(adminMenu('employee').filter((entry) => entry.adminOnly).map((entry) => entry.label)).toEqual(['Variants & Keys']);
    expect(adminMenu('admin').filter((entry) => entry.adminOnly)).toEqual([]);
  });

  it('gives an admin the staff menu, then Users, User Intelligence, Security & Fraud, Algolia Exports, System Configuration and the search tools', () => {
    expect(adminMenu('admin').map((entry) => entry.label)).toEqual([
      ...staffMenu,
      'Users',
      'User Intelligence',
      'Security & Fraud',
      'Algolia Exports',
      'System Configuration',
      'Search Management',
      'Search Analytics',
      'Search Testing',
      'Multi-Language',
      'Performance',
    ]);
  });

  it.each([
    ['Dashboard', '/admin'],
    ['Variants & Keys', '/admin/variants'],
    ['Audience', '/admin/audience'],
    ['User Intelligence', '/admin/enhanced-intelligence'],
    ['Algolia Exports', '/admin/algolia-exports'],
    ['Search Management', '/admin/enhanced-algolia'],
  ])('links %s to %s', (label, href) => {
    const entry = adminMenu('admin').find((e) => e.label === label);

    expect(entry?.href).toBe(href);
  });
});
