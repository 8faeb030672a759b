import { catalogRecounter } from './recount-catalog';
import type { Recounter } from './recounter';
import { salesRecounter } from './recount-sales';

/** Every counter `npm run recount` rebuilds; add yours here (local/maintenance/recount-<x>.ts). */
export const recounters: readonly (() => Recounter)[] = [salesRecounter, catalogRecounter];
