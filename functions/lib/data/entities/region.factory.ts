import type { RegionItem } from './region';

export function createRegion(overrides: Partial<RegionItem> = {}): RegionItem {
  const now = new Date().toISOString();
  return { regionId: 'global', code: 'GLOBAL', name: 'Global', isGlobal: true, excludedCountries: [], createdAt: now, updatedAt: now, ...overrides };
}
