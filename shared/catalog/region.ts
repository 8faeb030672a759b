import * as z from 'zod';

export const regionSchema = z.strictObject({
  regionId: z.string().min(1),
  code: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  isGlobal: z.boolean(),
  restrictions: z.string().max(1000).optional(),
  /** ISO 3166-1 alpha-2 codes where a key of this region cannot be activated. */
  excludedCountries: z.array(z.string().length(2)).default([]),
});
export type Region = z.infer<typeof regionSchema>;
