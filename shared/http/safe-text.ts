import * as z from 'zod';

// C0 controls except tab and line breaks, DEL, and the C1 controls: never typed by a person, often an attack.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreakOrTab = /[\t\n\r]/;
// Without the u flag a regex sees UTF-16 code units, so this finds a surrogate that is not half of a pair.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a piece of text a person typed, or null when it is acceptable. */
export function textProblem(text: string, options: { multiline?: boolean } = {}): string | null {
  if (loneSurrogate.test(text)) return 'contains an unpaired surrogate character';
  if (controlCharacter.test(text)) return 'contains a control character';
  if (!options.multiline && lineBreakOrTab.test(text)) return 'contains a tab or line break';
  return null;
}

/**
 * A zod string for text from people: no control characters, no unpaired surrogates (which no UTF-8 store can keep),
 * and no tabs or line breaks unless `multiline`. Every free-text field of the route table goes through it.
 */
export function safeText(options: { multiline?: boolean } = {}) {
  return z.string().superRefine((text, ctx) => {
    const problem = textProblem(text, options);
    if (problem) ctx.addIssue({ code: 'custom', message: `Text ${problem}` });
  });
}

/** The rule for one product key: stored exactly as given, so nothing to trim and nothing invisible. */
export function productKeyProblem(key: string): string | null {
  if (key.length === 0 || key.trim().length === 0) return 'a key cannot be empty';
  if (key.length > 500) return 'a key is at most 500 characters';
  if (key !== key.trim()) return 'a key cannot start or end with spaces';
  const problem = textProblem(key);
  return problem ? `a key ${problem}` : null;
}
