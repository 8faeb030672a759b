import * as z from 'zod';
import { productKeyProblem } from '../http/safe-text';

/** The most keys one import may carry: about 5 MB of JSON at most, and 15–24 s on DynamoDB Local (docs/back-office/inventory.md). */
export const maxKeysPerImport = 10_000;

/** Keys to import, one per line as pasted: each refused key is named by its line. */
export const importKeyList = z
  .array(z.string())
  .min(1, 'Add at least one key')
  .max(maxKeysPerImport, `Import at most ${maxKeysPerImport} keys at a time`)
  .superRefine((keys, ctx) => {
    keys.forEach((key, i) => {
      const problem = productKeyProblem(key);
      if (problem) ctx.addIssue({ code: 'custom', path: [i], message: `Line ${i + 1}: ${problem}` });
    });
  });
