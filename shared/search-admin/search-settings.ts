import * as z from 'zod';

/** The Settings tab's typo tolerance choices and the Algolia `typoTolerance` value each sets. */
export const typoToleranceChoices = ['enabled', 'disabled', 'strict'] as const;
export type TypoToleranceChoice = (typeof typoToleranceChoices)[number];
export const typoToleranceValue: Record<TypoToleranceChoice, true | false | 'strict'> = { enabled: true, disabled: false, strict: 'strict' };
export const typoToleranceLabel: Record<TypoToleranceChoice, string> = { enabled: 'Enabled', disabled: 'Disabled', strict: 'Strict' };

/**
 * Search Management's settings (intelligence §2: timeout 5000 ms and 24 results per page by default). They are
 * stored, pushed to every index's settings (`typoTolerance`, `hitsPerPage`), and served to the storefront's client
 * with its search config (the timeout, the page size, and whether searches are logged and sent with `analytics`).
 */
export const searchSettingsSchema = z.strictObject({
  searchTimeoutMs: z.number().int().min(500, 'The search timeout is at least 500 ms').max(30_000, 'The search timeout is at most 30000 ms'),
  maxResultsPerPage: z.number().int().min(1, 'At least 1 result per page').max(100, 'At most 100 results per page'),
  typoTolerance: z.enum(typoToleranceChoices),
  analyticsEnabled: z.boolean(),
});
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

export const defaultSearchSettings: SearchSettings = { searchTimeoutMs: 5_000, maxResultsPerPage: 24, typoTolerance: 'enabled', analyticsEnabled: true };

/** The index settings the Settings tab owns, as Algolia names them. */
export function indexSettingsOf(settings: SearchSettings): { typoTolerance: true | false | 'strict'; hitsPerPage: number } {
  return { typoTolerance: typoToleranceValue[settings.typoTolerance], hitsPerPage: settings.maxResultsPerPage };
}
