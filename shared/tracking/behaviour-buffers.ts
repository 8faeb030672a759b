/** Storefront §9: how many of each behaviour signal a page keeps, newest kept when full. */
export const bufferCaps = { mouse: 100, keystroke: 50, scroll: 50, touch: 50, click: 30, focus: 20, orientation: 20 } as const;
export type BehaviourKind = keyof typeof bufferCaps;

/** Keystroke timings only: when a key went down and how long it was held. The key itself is never recorded. */
export interface KeystrokeTiming {
  at: number;
  heldMs: number;
}

/** Appends one sample and drops the oldest ones past the kind's cap, in place; answers the buffer. */
export function pushCapped<T>(buffer: T[], kind: BehaviourKind, sample: T): T[] {
  buffer.push(sample);
  const over = buffer.length - bufferCaps[kind];
  if (over > 0) buffer.splice(0, over);
  return buffer;
}
