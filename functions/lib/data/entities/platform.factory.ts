import type { PlatformItem } from './platform';

export function createPlatform(overrides: Partial<PlatformItem> = {}): PlatformItem {
  const now = new Date().toISOString();
  return { platformId: 'steam', code: 'steam', name: 'Steam', defaultInstructions: 'Open Steam, choose Games > Activate a Product on Steam.', createdAt: now, updatedAt: now, ...overrides };
}
