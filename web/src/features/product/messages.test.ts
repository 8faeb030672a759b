import { describe, expect, it } from 'vitest';
import { productMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('product page messages', () => {
  it.each(['es', 'pt'] as const)('gives %s exactly the English keys, each non-empty', (language) => {
    const set = productMessages[language];

    expect(Object.keys(set).sort()).toEqual(Object.keys(productMessages.en).sort());
    expect(Object.entries(set).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it.each(['es', 'pt'] as const)('keeps the English placeholders in every %s string', (language) => {
    const mismatched = Object.entries(productMessages.en).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(productMessages[language][key as keyof typeof productMessages.en]).join(),
    );

    expect(mismatched).toEqual([]);
  });

  it.each([
    ['notFound', 'Product not found'],
    ['loadFailed', 'Failed to load product'],
    ['regionIncompatible', 'This product cannot be used in {country} region.'],
    ['regionRestricted', 'Global product with restrictions in your region.'],
    ['regionOnly', '{region} only'],
    ['notifyDone', "This product is currently out of stock. We'll notify you when it becomes available."],
    ['toastCheckout', 'Proceeding to checkout...'],
    ['toastAdded', 'Added to cart!'],
    ['aboutPreorders', 'About Pre-Orders'],
    ['allLanguages', 'All Supported Languages'],
    ['outOfStock', 'OUT OF STOCK'],
    ['leaveReview', 'LEAVE A REVIEW'],
  ] as const)("uses the spec's English text for %s", (key, text) => {
    expect(productMessages.en[key]).toBe(text);
  });
});
