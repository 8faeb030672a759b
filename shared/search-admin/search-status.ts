import type { IndexHealth } from './index-health';

/** Search Management's four cards (intelligence §2), each from its real source. */
export interface SearchStatus {
  /** Records of each language's primary index (replicas hold the same), and their total. */
  indexRecords: { total: number; byIndex: Record<string, number> } | null;
  queue: { pending: number; inFlight: number; deadLetters: number } | null;
  quota: { searchOperations: number; writeOperations: number; limit: number; since: string; source: 'algolia' | 'embedded' } | null;
  health: IndexHealth;
  healthReasons: string[];
  lastSync: { at: string; ok: boolean; products: number; error: string | null } | null;
  /** Parts that could not be read, so the cards say so instead of showing a zero. */
  unavailable: string[];
  checkedAt: string;
}

export interface ForceSyncResult {
  /** Queue messages synced by this request, and products they named. */
  messages: number;
  products: number;
  failed: number;
  /** Still waiting when the request's time ran out (the consumer takes them). */
  remaining: number;
}
