import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { maxLoggedQueryLength } from '../search/search-log-entry';
import { searchLanguages } from '../search/index-names';

/** Deepest result position a click is counted at: 42 pages of 24, beyond anything a shopper pages to. */
export const maxClickPosition = 1_000;

/**
 * A shopper opened a search result (issue 18): from the results page or the search dropdown, the query it answered,
 * the record's object id, and its 1-based position in the whole result list.
 */
export const searchClickSchema = z.strictObject({
  query: safeText().min(1).max(maxLoggedQueryLength, `A query is at most ${maxLoggedQueryLength} characters`),
  objectId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Must be a product id'),
  position: z.number().int().min(1, 'Positions start at 1').max(maxClickPosition, `A position is at most ${maxClickPosition}`),
  language: z.enum(searchLanguages),
  source: z.enum(['results', 'dropdown']),
});
export type SearchClick = z.infer<typeof searchClickSchema>;
