import * as z from 'zod';

export const languageSchema = z.strictObject({
  code: z.string().min(2).max(10),
  name: z.string().min(1).max(80),
  nativeName: z.string().max(80).optional(),
  isActive: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;
