import { ulid } from 'ulid';
import type { PreorderEntryItem } from './preorder-entry';

export function createPreorderEntry(overrides: Partial<PreorderEntryItem> & Pick<PreorderEntryItem, 'variantId'>): PreorderEntryItem {
  const now = new Date().toISOString();
  return { entryId: ulid(), orderId: ulid(), userId: 'user-1', queuedAt: now, status: 'waiting', createdAt: now, updatedAt: now, ...overrides };
}
