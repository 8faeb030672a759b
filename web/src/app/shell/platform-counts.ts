import type { PlatformCount } from '../../../../shared/storefront/storefront-views';

/** Product counts by platform code, for the category lists. */
export const countsByCode = (counts: PlatformCount[] | undefined): Map<string, number> => new Map((counts ?? []).map((c) => [c.code, c.count]));
