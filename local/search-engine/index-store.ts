import SearchableMap from 'minisearch/SearchableMap';
import { attributeValues } from './filters/attribute-values';
import { foldedWords } from './text-folding';

export type SearchRecord = Record<string, unknown> & { objectID: string };

/** The mask bit saying a term is, somewhere in the record, an attribute's whole value (Algolia's single-word exactness). */
export const wholeValueBit = 1 << 31;

/**
 * Algolia's proximity counts at most 8 positions apart; positions are not indexed here, so words count as close
 * when they share one attribute value of at most this many words ('Tidebound — Nintendo Account', one keyword).
 */
export const shortValueWords = 8;

/** Documents holding a term, with a bit per searchable level the term occurs in. */
export interface Postings {
  docs: number[];
  masks: number[];
  /** Per document, a bit per short value (of the record's first 31) holding the term: words sharing a bit are close. */
  values: number[];
  /** The mask by slot (0 where the term is absent), built when a common term meets few candidates; dropped on a write. */
  maskBySlot?: Int32Array;
  valuesBySlot?: Int32Array;
}

/**
 * The records of one index and their inverted index. Document ids are slots in an append-only array: an update
 * frees the old slot and takes a new one, and postings of freed slots are skipped until the next compaction.
 * minisearch's radix tree holds the vocabulary for typo and prefix lookups; a plain Map answers exact terms.
 */
export class IndexStore {
  records: (SearchRecord | undefined)[] = [];
  private slots = new Map<string, number>();
  private levels: string[][] = [];
  private levelsKey = '';
  /** Algolia's `separatorsToIndex`: characters indexed as words of their own. */
  separators = '';
  terms = new Map<string, Postings>();
  trie = new SearchableMap<Postings>();
  private indexed = false;
  /**
   * The searchable level of each short value, by slot and value bit (`slot * 32 + bit`), in one flat array so a
   * search reads it without a pointer per record; and per slot the word count of the record's first-level value.
   */
  valueLevels = new Uint8Array(0);
  leadWords = new Uint8Array(0);
  /** Bumped on every write; caches derived from the records are keyed on it. */
  version = 0;
  private caches = new Map<string, unknown>();
  private volatileCaches = new Map<string, unknown>();

  get size(): number {
    return this.slots.size;
  }

  get(objectID: string): SearchRecord | undefined {
    const slot = this.slots.get(objectID);
    return slot === undefined ? undefined : this.records[slot];
  }

  all(): SearchRecord[] {
    return this.records.filter((record): record is SearchRecord => record !== undefined);
  }

  /** Sets the searchable levels; a change drops the inverted index, rebuilt on the next search. */
  configure(levels: string[][], separators = ''): void {
    const key = JSON.stringify([levels, separators]);
    if (key === this.levelsKey) return;
    this.levels = levels;
    this.separators = separators;
    this.levelsKey = key;
    this.dropIndex();
    this.touch();
  }

  put(record: SearchRecord): void {
    this.remove(record.objectID);
    const slot = this.records.length;
    this.records.push(record);
    this.slots.set(record.objectID, slot);
    if (this.indexed) this.indexDocument(slot, record);
    this.touch();
  }

  remove(objectID: string): boolean {
    const slot = this.slots.get(objectID);
    if (slot === undefined) return false;
    this.records[slot] = undefined;
    this.slots.delete(objectID);
    this.touch();
    const freed = this.records.length - this.slots.size;
    if (freed > 1000 && freed > this.slots.size) this.compact();
    return true;
  }

  clear(): void {
    this.records = [];
    this.slots.clear();
    this.dropIndex();
    this.touch();
  }

  /** Builds the inverted index if a write or a settings change left it stale. */
  ensureIndexed(): void {
    if (this.indexed) return;
    this.indexed = true;
    // Variants of a product share their texts: each distinct text is split and folded once per build.
    const words = new Map<string, string[]>();
    const masks = new Map<string, number>();
    this.records.forEach((record, slot) => {
      if (record) this.indexDocument(slot, record, words, masks);
    });
  }

  /**
   * A value derived from the records, computed once per version. Per-query values (filter bitsets, word
   * expansions) are `volatile`: their cache is bounded, and emptying it never drops the attribute indexes.
   */
  cached<T>(key: string, compute: () => T, volatile = false): T {
    const caches = volatile ? this.volatileCaches : this.caches;
    if (caches.has(key)) return caches.get(key) as T;
    const value = compute();
    if (volatile && caches.size >= 2000) caches.clear();
    caches.set(key, value);
    return value;
  }

  private indexDocument(slot: number, record: SearchRecord, words?: Map<string, string[]>, masks = new Map<string, number>()): void {
    masks.clear();
    const values = new Map<string, number>();
    if (this.valueLevels.length < (slot + 1) * 32) {
      const grown = new Uint8Array(Math.max((slot + 1) * 32, this.valueLevels.length * 2, 32 * 1024));
      grown.set(this.valueLevels);
      this.valueLevels = grown;
      const lead = new Uint8Array(grown.length / 32);
      lead.set(this.leadWords);
      this.leadWords = lead;
    }
    let valueCount = 0;
    let lead = 255;
    // Without searchableAttributes Algolia searches every attribute, all at one level.
    const levels = this.levels.length > 0 ? this.levels : [Object.keys(record).filter((key) => key !== 'objectID')];
    levels.forEach((attributes, level) => {
      const bit = 1 << Math.min(level, 30);
      for (const attribute of attributes) {
        for (const value of attributeValues(record, attribute)) {
          if (typeof value !== 'string' && typeof value !== 'number') continue;
          const text = String(value);
          let folded = words?.get(text);
          if (!folded) {
            folded = foldedWords(text, this.separators);
            words?.set(text, folded);
          }
          const whole = folded.length === 1 ? wholeValueBit : 0;
          for (const word of folded) masks.set(word, (masks.get(word) ?? 0) | bit | whole);
          if (level === 0 && folded.length > 0 && folded.length < lead) lead = folded.length;
          if (folded.length === 0 || folded.length > shortValueWords || valueCount >= 31) continue;
          const valueBit = 1 << valueCount;
          this.valueLevels[slot * 32 + valueCount] = level;
          valueCount += 1;
          for (const word of folded) values.set(word, (values.get(word) ?? 0) | valueBit);
        }
      }
    });
    this.leadWords[slot] = lead;
    for (const [word, mask] of masks) {
      let postings = this.terms.get(word);
      if (!postings) {
        postings = { docs: [], masks: [], values: [] };
        this.terms.set(word, postings);
        this.trie.set(word, postings);
      }
      postings.docs.push(slot);
      postings.masks.push(mask);
      postings.values.push(values.get(word) ?? 0);
      postings.maskBySlot = undefined;
      postings.valuesBySlot = undefined;
    }
  }

  private dropIndex(): void {
    this.terms = new Map();
    this.valueLevels = new Uint8Array(0);
    this.leadWords = new Uint8Array(0);
    this.trie = new SearchableMap();
    this.indexed = false;
  }

  private compact(): void {
    const live = this.all();
    this.records = live;
    this.slots = new Map(live.map((record, slot) => [record.objectID, slot]));
    this.dropIndex();
  }

  private touch(): void {
    this.version += 1;
    this.caches.clear();
    this.volatileCaches.clear();
  }
}
