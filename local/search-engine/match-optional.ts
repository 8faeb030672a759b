import type { IndexStore } from './index-store';
import { expandCached, lowestLevel, type QueryMatches, type Scratch } from './match-query';
import type { QueryWord } from './query-plan';
import type { SlotSet } from './slot-set';

/**
 * The records of `within` matching every required unit and at least one unit in all (Algolia's `optionalWords`,
 * and `removeWordsIfNoResults` once the query found nothing). Unlike the AND matcher this walks every unit's
 * postings in full, so it runs only when words are optional. `required` has bit i set for unit i.
 */
export function matchOptional(store: IndexStore, units: QueryWord[], required: number, scratch: Scratch, typoTolerance: boolean, within: SlotSet): QueryMatches {
  store.ensureIndexed();
  const size = store.records.length;
  scratch.ensure(size);
  const { mark, matched, wordTypos, wordLevel, wordExact, wordValues, together, typos, level, exactWords, words, wordBits, slotList } = scratch;
  const { records } = store;
  const { bits } = within;
  const query = scratch.nextQuery();
  const typoTerms = new Map<string, number>();
  const seen = scratch.take(size);
  let count = 0;
  const expanded = units.map((unit) => expandCached(store, unit, typoTolerance));
  const weight = (i: number) => expanded[i]!.expansions.reduce((sum, e) => sum + e.postings.docs.length, 0);
  // Required units first, the rarest first: once one has been walked, no record lacking it can qualify, so later
  // walks only update the candidates already found.
  const isRequired = (i: number) => (required & (1 << i)) !== 0;
  const order = units.map((_, i) => i).sort((a, b) => Number(isRequired(b)) - Number(isRequired(a)) || weight(a) - weight(b));
  order.forEach((unitIndex, step) => {
    const unit = units[unitIndex]!;
    const { expansions, typoTerms: terms } = expanded[unitIndex]!;
    const closed = step > 0 && isRequired(order[0]!);
    for (const term of terms) typoTerms.set(term, unit.start);
    let seenCount = 0;
    for (const { postings, typos: expansionTypos, exact: expansionExact } of expansions) {
      const { docs, masks, values } = postings;
      for (let k = 0; k < docs.length; k += 1) {
        const slot = docs[k]!;
        if (mark[slot] !== query) {
          if (closed || (bits === null ? records[slot] === undefined : bits[slot] === 0)) continue;
          mark[slot] = query;
          matched[slot] = 0;
          wordBits[slot] = 0;
          typos[slot] = 0;
          level[slot] = 255;
          exactWords[slot] = 0;
          words[slot] = 0;
          together[slot] = -1;
          slotList[count++] = slot;
        }
        const mask = masks[k]!;
        const levelHere = lowestLevel(mask);
        if (matched[slot] !== step + 1) {
          matched[slot] = step + 1;
          wordTypos[slot] = expansionTypos;
          wordLevel[slot] = levelHere;
          wordExact[slot] = expansionExact;
          wordValues[slot] = values[k]!;
          seen[seenCount++] = slot;
        } else {
          if (expansionTypos < wordTypos[slot]!) wordTypos[slot] = expansionTypos;
          if (levelHere < wordLevel[slot]!) wordLevel[slot] = levelHere;
          if (expansionExact > wordExact[slot]!) wordExact[slot] = expansionExact;
          wordValues[slot] = wordValues[slot]! | values[k]!;
        }
      }
    }
    for (let i = 0; i < seenCount; i += 1) {
      const slot = seen[i]!;
      wordBits[slot] = wordBits[slot]! | (1 << unitIndex);
      typos[slot] = typos[slot]! + wordTypos[slot]!;
      if (wordLevel[slot]! < level[slot]!) level[slot] = wordLevel[slot]!;
      exactWords[slot] = exactWords[slot]! + wordExact[slot]!;
      words[slot] = words[slot]! + unit.covers;
      together[slot] = together[slot]! & wordValues[slot]!;
    }
  });
  let kept = 0;
  for (let i = 0; i < count; i += 1) {
    const slot = slotList[i]!;
    if (((wordBits[slot]! & required) >>> 0) === required >>> 0) slotList[kept++] = slot;
  }
  const slots = slotList.subarray(0, kept);
  const unmatched = () => {
    if (kept === within.slots.length) return within.slots.subarray(0, 0);
    const out = scratch.take(within.slots.length);
    let left = 0;
    for (let i = 0; i < within.slots.length; i += 1) {
      const slot = within.slots[i]!;
      if (mark[slot] !== query || ((wordBits[slot]! & required) >>> 0) !== required >>> 0) out[left++] = slot;
    }
    return out.subarray(0, left);
  };
  return { slots, typos, level, exactWords, words, together, units: units.length, typoTerms, unmatched };
}
