import * as z from 'zod';
import { searchSettingsSchema, type SearchSettings } from '../search-admin/search-settings';
import { synonymBodySchema, synonymIdSchema, synonymLanguageSchema } from '../search/synonym';
import type { SynonymList, SynonymView } from '../search/synonym-views';
import type { ForceSyncResult, SearchStatus } from '../search-admin/search-status';
import { route } from './define-route';

/**
 * Search Management (intelligence §2, §4, §7 `algolia-sync`; issue 18): the four cards, Force Sync, and settings that
 * save and take effect, and the synonyms staff manage (issue 19). Administrators, as every search tool. Part of `routes`.
 */
export const searchAdminRoutes = {
  adminSearchStatus: route<SearchStatus>()({
    method: 'GET',
    path: '/api/admin/search/status',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    needs: { secrets: ['search-admin-key'], drains: ['search-index'] },
    summary: "Index records (the engine's counts), the sync queue's waiting, in-flight and dead-letter messages (SQS attributes), this month's operations against the plan, and the index health.",
    request: {},
  }),
  adminForceSearchSync: route<ForceSyncResult>()({
    method: 'POST',
    path: '/api/admin/search/sync',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    needs: { table: 'write', secrets: ['search-admin-key'], drains: ['search-index'] },
    summary: 'Force Sync: takes the sync queue’s waiting messages now and syncs them with the consumer’s code (up to 15 s), then says what remains.',
    request: {},
  }),
  adminSearchSettings: route<SearchSettings>()({
    method: 'GET',
    path: '/api/admin/search/settings',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    summary: 'The search timeout, results per page, typo tolerance and search analytics switch (the defaults until first saved).',
    request: {},
  }),
  adminSaveSearchSettings: route<SearchSettings>()({
    method: 'PUT',
    path: '/api/admin/search/settings',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    needs: { table: 'write', secrets: ['search-admin-key'] },
    summary: 'Saves the search settings and pushes typo tolerance and the page size to every index; the storefront’s client follows within a minute.',
    request: { body: searchSettingsSchema },
  }),
  adminSearchSynonyms: route<SynonymList>()({
    method: 'GET',
    path: '/api/admin/search/synonyms',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    summary: "One language's synonyms (the store's seeded ones and staff's), newest change first.",
    request: { query: z.strictObject({ language: synonymLanguageSchema }) },
  }),
  adminAddSearchSynonym: route<SynonymView>()({
    method: 'POST',
    path: '/api/admin/search/synonyms',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    needs: { table: 'write', secrets: ['search-admin-key'] },
    summary: "Adds a synonym to a language (its id made from its words) and pushes the language's synonyms to its index and replicas; searches use it at once.",
    maxBodyBytes: 8 * 1024,
    request: { body: z.strictObject({ language: synonymLanguageSchema, synonym: synonymBodySchema }) },
  }),
  adminSaveSearchSynonym: route<SynonymView>()({
    method: 'PUT',
    path: '/api/admin/search/synonyms/{language}/{objectID}',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    needs: { table: 'write', secrets: ['search-admin-key'] },
    summary: "Edits a synonym (its type may change) and pushes the language's synonyms.",
    maxBodyBytes: 8 * 1024,
    request: { params: z.strictObject({ language: synonymLanguageSchema, objectID: synonymIdSchema }), body: synonymBodySchema },
  }),
  adminDeleteSearchSynonym: route<{ deleted: true; objectID: string }>()({
    method: 'DELETE',
    path: '/api/admin/search/synonyms/{language}/{objectID}',
    handler: 'search-admin/search-admin-api',
    role: 'admin',
    needs: { table: 'write', secrets: ['search-admin-key'] },
    summary: "Deletes a synonym and pushes the language's synonyms without it.",
    request: { params: z.strictObject({ language: synonymLanguageSchema, objectID: synonymIdSchema }) },
  }),
};
