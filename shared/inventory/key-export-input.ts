import * as z from 'zod';
import { keyStatuses } from '../catalog/product-key';
import { cursor } from '../routes/route-fields';

/**
 * The most keys one export answer carries: at most about 0.35 MB of CSV (500-character keys), far under Lambda's 6 MB
 * answer, and a decrypted page's 500 reveal audits (5 transactions) well inside the function's 10 s.
 */
export const maxKeysPerExportPage = 500;

/**
 * One page of a variant's key export. `decrypted` (admins) puts each key's secret in the file instead of its masked form,
 * and records a reveal of every key it opens; `status` keeps one state only; `cursor` continues the same file.
 */
export const keyExportBody = z.strictObject({
  decrypted: z.boolean().default(false),
  status: z.enum(keyStatuses).optional(),
  cursor,
  limit: z.int().min(1).max(maxKeysPerExportPage).default(maxKeysPerExportPage),
});
export type KeyExportBody = z.infer<typeof keyExportBody>;

/** The export's columns, in file order. */
export const keyExportColumns = ['key_id', 'status', 'key', 'created_at', 'created_by', 'sold_at', 'order_id'] as const;
