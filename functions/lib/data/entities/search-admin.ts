import { Entity } from 'electrodb';
import { typoToleranceChoices } from '../../../../shared/search-admin/search-settings';
import { service, timestamps } from './entity-config';

/** Search Management's settings (intelligence §2 Settings tab): one item, absent until first saved (then the defaults hold). */
export const searchSettingsEntity = new Entity({
  model: { entity: 'searchSettings', version: '1', service },
  attributes: {
    key: { type: ['search'] as const, required: true },
    searchTimeoutMs: { type: 'number', required: true },
    maxResultsPerPage: { type: 'number', required: true },
    typoTolerance: { type: typoToleranceChoices, required: true },
    analyticsEnabled: { type: 'boolean', required: true },
    updatedBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * The search-index consumer's last batch (for the Index Health card's "last sync failed"): one item overwritten per
 * batch, so the card reads one key instead of the consumer's logs.
 */
export const searchSyncStatusEntity = new Entity({
  model: { entity: 'searchSyncStatus', version: '1', service },
  attributes: {
    key: { type: ['last-sync'] as const, required: true },
    at: { type: 'string', required: true },
    ok: { type: 'boolean', required: true },
    products: { type: 'number', required: true },
    failedMessages: { type: 'number', required: true },
    error: { type: 'string' },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
});
