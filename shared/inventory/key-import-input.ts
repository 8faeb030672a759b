import * as z from 'zod';
import { productKeyProblem } from '../http/safe-text';

/** The most keys one import may carry: about 5 MB of JSON at most, and 15–24 s on DynamoDB Local (docs/back-office/inventory.md). */
export const maxKeysPerImport = 10_000;

/**
 * The line the key at `index` was pasted on: `lines[index]` when the client dropped blank lines and said where each key
 * stood, otherwise its place in the list. Every message that names a line names it through this.
 */
export const pastedLine = (lines: readonly number[] | undefined, index: number): number => lines?.[index] ?? index + 1;

/**
 * Keys to import, one per line as pasted, and optionally the line each was pasted on (the back office drops blank lines
 * before sending, so without them "Line 4" would count only the kept lines). Each refused key is named by its pasted line.
 */
export const importKeyBody = z
  .strictObject({
    keys: z.array(z.string()).min(1, 'Add at least one key').max(maxKeysPerImport, `Import at most ${maxKeysPerImport} keys at a time`),
    lines: z.array(z.int().positive().max(10_000_000)).max(maxKeysPerImport).optional(),
  })
  .superRefine(({ keys, lines }, ctx) => {
    if (lines && lines.length !== keys.length) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Give one line number for each key' });
      return;
    }
    if (lines?.some((line, i) => i > 0 && line <= lines[i - 1]!)) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Line numbers must rise with each key' });
      return;
    }
    keys.forEach((key, i) => {
      const problem = productKeyProblem(key);
      if (problem) ctx.addIssue({ code: 'custom', path: ['keys', i], message: `Line ${pastedLine(lines, i)}: ${problem}` });
    });
  });
export type ImportKeyBody = z.infer<typeof importKeyBody>;
