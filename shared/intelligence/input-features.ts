import { coefficientOfVariation, gaps, mean } from './stats';

export interface KeystrokeFeatures {
  keystrokes: number;
  holdMeanMs: number | null;
  /** Variation of how long keys are held: people vary, a script's key presses are uniform or instant. */
  holdCv: number | null;
  /** Variation of the time between keys typed in one run (gaps under 1.5 s). */
  intervalCv: number | null;
  /** Mean time between keys typed in one run: a typist's pace (from 4 gaps). */
  intervalMeanMs: number | null;
}

export function keystrokeFeatures(keys: readonly [number, number][]): KeystrokeFeatures {
  const holds = keys.map(([, held]) => held);
  const typing = gaps(keys.map(([at]) => at)).filter((g) => g > 0 && g < 1_500);
  return {
    keystrokes: keys.length,
    holdMeanMs: holds.length ? mean(holds) : null,
    holdCv: holds.length >= 5 ? (mean(holds) > 0 ? coefficientOfVariation(holds, 5) : 0) : null,
    intervalCv: coefficientOfVariation(typing, 4),
    intervalMeanMs: typing.length >= 4 ? mean(typing) : null,
  };
}

/** Variation of the distance scrolled between samples: `scrollBy(0, 400)` in a loop moves the same amount each time. */
export function scrollStepCv(scroll: readonly [number, number][]): number | null {
  const steps = scroll.slice(1).map(([top], i) => Math.abs(top - scroll[i]![0])).filter((d) => d > 0);
  return coefficientOfVariation(steps, 5);
}
