/** The records the back office finds by typed text: orders, products and users. */
export const lookupScopes = ['order', 'product', 'user'] as const;
export type LookupScope = (typeof lookupScopes)[number];

/** Terms are looked up by their first two characters, so a query needs at least that many. */
export const lookupBucketLength = 2;
const maxTermLength = 64;
const maxTermsPerRecord = 16;

/** Lower case, accents dropped, so 'José' is found by 'jose' (a case- and accent-insensitive match). */
export const normalizeLookupText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The terms a record is found by: each word of its texts, and for e-mails, order numbers and user names also their
 * parts ('jane.doe@example.com' → that, 'jane', 'doe', 'example', 'com'), so typing any of them from its start finds it.
 */
export function lookupTerms(texts: readonly (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of normalizeLookupText(text).split(/[\s,;:()"'/]+/)) {
      const parts = [word, ...word.split(/[@.\-_+#]+/)];
      for (const part of parts) if (part.length >= lookupBucketLength) terms.add(part.slice(0, maxTermLength));
    }
  }
  return [...terms].slice(0, maxTermsPerRecord);
}

/** The words of a query, normalised; the longest one is looked up and the others must also match the record. */
export function lookupQueryWords(query: string): string[] {
  return [...new Set(normalizeLookupText(query).split(/[\s,;:()"'/]+/).filter(Boolean))].map((w) => w.slice(0, maxTermLength));
}

/** The bucket (partition) a term or query word lives in. */
export const lookupBucket = (term: string) => term.slice(0, lookupBucketLength);
