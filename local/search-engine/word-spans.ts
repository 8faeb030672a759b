import { foldText } from './text-folding';

const unclassified = 0;
const separator = 1;
const unfoldable = 2;
const surrogate = 3;

/**
 * What each UTF-16 code unit is: a separator, a word character that does not fold to one ASCII character, half of
 * a surrogate pair, or, for a word character that does, its folded code ('É' → 'e'; always above the kinds above).
 * Filled in as characters turn up.
 */
const kinds = new Uint8Array(0x10000);

const wordCharacter = /^[\p{L}\p{N}\p{M}]$/u;
const asciiLetterOrDigit = /^[a-z0-9]$/;

function classify(code: number): number {
  if (code >= 0xd800 && code <= 0xdfff) return surrogate;
  const character = String.fromCharCode(code);
  if (!wordCharacter.test(character)) return separator;
  const folded = foldText(character);
  return asciiLetterOrDigit.test(folded) ? folded.charCodeAt(0) : unfoldable;
}

/**
 * The words of a text as the search splits it (runs of letters, digits and combining marks), as offsets into the
 * text, found one at a time so that a snippet stops where it needs no more. The offsets live in typed arrays
 * reused from one text to the next (the engine is single-threaded and synchronous): splitting allocates nothing.
 */
export class WordSpans {
  starts: Int32Array = new Int32Array(64);
  ends: Int32Array = new Int32Array(64);
  count = 0;
  /**
   * Whether every character of every word so far folds to one ASCII letter or digit, as in English and in
   * accented Latin text: then `foldedCode` folds those words character by character, in place.
   */
  foldable = true;
  private text = '';
  private at = 0;

  /** Starts over on `text`. */
  reset(text: string): void {
    this.text = text;
    this.at = 0;
    this.count = 0;
    this.foldable = true;
  }

  /** Finds the next word; false at the end of the text. */
  next(): boolean {
    const { text } = this;
    let start = -1;
    let i = this.at;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      let kind = kinds[code]!;
      if (kind === unclassified) kind = kinds[code] = classify(code);
      let width = 1;
      if (kind === surrogate) {
        width = isPair(text, i) ? 2 : 1;
        kind = width === 2 && wordCharacter.test(text.slice(i, i + 2)) ? unfoldable : separator;
      }
      if (kind === separator) {
        if (start >= 0) break;
      } else {
        if (start < 0) start = i;
        if (kind === unfoldable) this.foldable = false;
      }
      i += width;
    }
    this.at = i;
    if (start < 0) return false;
    this.push(start, i);
    return true;
  }

  /** Finds every word left. */
  rest(): void {
    while (this.next());
  }

  private push(start: number, end: number): void {
    if (this.count === this.starts.length) {
      this.starts = grown(this.starts);
      this.ends = grown(this.ends);
    }
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.count += 1;
  }
}

/** A high surrogate followed by a low one: one code point, which no ASCII character folds from. A lone half separates. */
function isPair(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

function grown(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** The folded code of a character of a foldable word (see `WordSpans.foldable`): 'É' → 'e'. */
export function foldedCode(code: number): number {
  return kinds[code]!;
}
