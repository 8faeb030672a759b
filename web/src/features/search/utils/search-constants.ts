/** Storefront §9 search constants, in one place so the rules and their tests agree. */
export const headerDebounceMs = 100;
export const pageDebounceMs = 250;
export const dropdownResultCount = 3;
export const suggestionLimit = 8;
export const skeletonCount = 6;
/** The dropdown closes this long after the box loses focus, so a click on an entry lands first. */
export const blurCloseMs = 150;

export const trendingSearches = ['Steam Gift Card', 'PlayStation Store', 'Xbox Game Pass', 'Call of Duty', 'Fortnite V-Bucks'] as const;

export { highlightPostTag, highlightPreTag } from '../../../../../shared/search/search-request';
