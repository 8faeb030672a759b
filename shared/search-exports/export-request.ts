import * as z from 'zod';
import { exportCurrencies, exportFilterMaxLength, exportFormats, exportLanguages, exportTypes } from './export-job';
import { parseExportFilter } from './export-filter';

/** Start Export's body (intelligence §7 `generate-algolia-export`), apart from the screens' constants so the SPA need not load zod for them. */
export const startExportSchema = z.strictObject({
  exportType: z.enum(exportTypes),
  languages: z
    .array(z.enum(exportLanguages, { error: `Only ${exportLanguages.join(', ')} have a search index to export.` }))
    .min(1, 'Choose at least one language.')
    .max(exportLanguages.length)
    .refine((l) => new Set(l).size === l.length, 'Each language once.')
    .default(['en']),
  currencies: z
    .array(z.enum(exportCurrencies))
    .min(1, 'Choose at least one currency.')
    .max(exportCurrencies.length)
    .refine((c) => new Set(c).size === c.length, 'Each currency once.')
    .default(['USD']),
  filter: z
    .string()
    .trim()
    .max(exportFilterMaxLength, `The filter is at most ${exportFilterMaxLength} characters.`)
    .superRefine((text, ctx) => {
      const parsed = parseExportFilter(text);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .optional(),
  format: z.enum(exportFormats).default('json'),
  /** Sent as undefined by the management page (intelligence §7); not a selection this store offers. */
  productIds: z.undefined().optional(),
});
export type StartExport = z.output<typeof startExportSchema>;

