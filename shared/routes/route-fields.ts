import * as z from 'zod';
import { safeText } from '../http/safe-text';

/** Request fields several routes share, so one rule holds for an id, a cursor or an e-mail wherever it is sent. */
export const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Must be an id');
export const cursor = z.string().max(2048).optional();
export const limit = z.coerce.number().int().min(1).max(100).default(24);
export const email = safeText().trim().min(1, 'Email required').max(254).pipe(z.email('Enter a valid email address')).transform((e) => e.toLowerCase());
export const countryCode = z.string().regex(/^[A-Za-z]{2}$/, 'Must be a two-letter country code').transform((c) => c.toUpperCase());
