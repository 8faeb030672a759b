/** One English word found on a page, with a little of the text around it so a reader can find it. */
export interface EnglishWord {
  word: string;
  context: string;
}

export interface EnglishWordRules {
  /** Lower-case English words to look for. */
  english: ReadonlySet<string>;
  /** Lower-case words that may appear anyway (identical in the page's language, brands, loanwords). */
  allowed: ReadonlySet<string>;
  /** Names removed from the text before it is read: products, brands, companies, the signed-in shopper. */
  names: readonly string[];
}

// Addresses, e-mail addresses and domains are not prose: `store.playstation.com`, `shopper@neonkeys.local`.
const notProse = /\S+@\S+|\bhttps?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|local)\b\S*/gi;
// Letters and digits together, so model numbers ('i7-10700', '3700X') are read whole and passed over.
const token = /[\p{L}\d]+(?:['’-][\p{L}\d]+)*/gu;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every English word of `text` (case-insensitive) outside the given names and the allowed words, once each. A
 * hyphenated word counts when it is allowed whole (`on-line`), else by its parts (`pre-order`).
 */
export function englishWords(text: string, rules: EnglishWordRules): EnglishWord[] {
  // Longest names first, so 'Steam Wallet' goes before 'Steam' and leaves nothing of itself behind.
  const names = [...new Set(rules.names.filter((n) => n.trim()))].sort((a, b) => b.length - a.length);
  let prose = text.replace(notProse, ' ');
  for (const name of names) prose = prose.replace(new RegExp(`(?<![\\p{L}\\d])${escape(name)}(?![\\p{L}\\d])`, 'giu'), ' ');
  const found = new Map<string, EnglishWord>();
  for (const match of prose.matchAll(token)) {
    const whole = match[0].toLowerCase().replace(/’/g, "'");
    if (rules.allowed.has(whole) || /\d/.test(whole)) continue;
    const words = whole.includes('-') ? whole.split('-') : [whole];
    for (const word of words) {
      // A lone letter is an initial ('Diego F.'), except the English 'I'.
      if (found.has(word) || rules.allowed.has(word) || !rules.english.has(word) || (word.length === 1 && word !== 'i')) continue;
      const at = match.index ?? 0;
      found.set(word, { word, context: prose.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ').trim() });
    }
  }
  return [...found.values()];
}
