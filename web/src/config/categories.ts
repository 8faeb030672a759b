import type { PlatformCode } from '../../../shared/catalog/platform';

export interface Category {
  code: PlatformCode;
  name: string;
}

/** The storefront's platform categories in menu order; each is reached by the anchor `#{code}` (spec §2). */
export const categories: readonly Category[] = [
  { code: 'playstation', name: 'PlayStation' },
  { code: 'xbox', name: 'Xbox' },
  { code: 'steam', name: 'Steam' },
  { code: 'pc', name: 'PC' },
  { code: 'nintendo', name: 'Nintendo' },
  { code: 'epic', name: 'Epic Games' },
  { code: 'battlenet', name: 'Battle.net' },
];

/** The home page section each category anchor scrolls to. */
export const categoryHref = (code: PlatformCode) => `/#${code}`;
