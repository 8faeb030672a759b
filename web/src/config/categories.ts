import type { PlatformCode } from '../../../shared/catalog/platform';
import { getHref } from './paths';

export interface Category {
  code: PlatformCode;
  name: string;
}

/**
 * The storefront's platform categories in menu order. Each has a browse page (`/platform/{code}`), which the category
 * bar, the side menu and the home page's tiles open; the tiles keep the ids `#{code}`, so the spec §2 anchors still
 * scroll to them on the home page.
 */
export const categories: readonly Category[] = [
  { code: 'playstation', name: 'PlayStation' },
  { code: 'xbox', name: 'Xbox' },
  { code: 'steam', name: 'Steam' },
  { code: 'pc', name: 'PC' },
  { code: 'nintendo', name: 'Nintendo' },
  { code: 'epic', name: 'Epic Games' },
  { code: 'battlenet', name: 'Battle.net' },
];

/** A platform's browse page. */
export const categoryHref = (code: PlatformCode) => getHref('platform', { code });
