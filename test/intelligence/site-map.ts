import type { Prng } from './prng';

/** The store's pages as a visitor meets them: 300 products by a Zipf-like popularity, and the other pages. */
export const productPaths = Array.from({ length: 300 }, (_, i) => `/p/game-key-${String(i).padStart(4, '0')}`);
const zipf = productPaths.map((_, i) => 1 / (i + 1) ** 0.9);
const otherPages = ['/', '/search', '/cart', '/category/steam', '/category/gift-cards', '/deals', '/account'];

/** A product page: one of the visitor's favourites half the time, else by popularity. */
export function productPage(rng: Prng, favourites: readonly string[] = []): string {
  if (favourites.length && rng.chance(0.5)) return rng.pick(favourites);
  return productPaths[rng.weighted(zipf)]!;
}

/** The next page a shopper opens. */
export function nextPage(rng: Prng, favourites: readonly string[]): string {
  return rng.chance(0.6) ? productPage(rng, favourites) : rng.pick(otherPages);
}

/** A handful of products a person keeps coming back to. */
export const favouritesOf = (rng: Prng, n = 4) => Array.from({ length: n }, () => productPage(rng));
