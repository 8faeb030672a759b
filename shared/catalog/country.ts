import * as z from 'zod';

export const countrySchema = z.strictObject({
  code: z.string().length(2),
  name: z.string().min(1).max(80),
  isActive: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
