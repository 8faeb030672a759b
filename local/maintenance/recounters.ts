import { audienceRecounter } from './recount-audience';
import { catalogRecounter } from './recount-catalog';
import { platformListingRecounter } from './recount-platform-listings';
import { orderStatusRecounter } from './recount-order-statuses';
import { preorderTallyRecounter } from './recount-preorders';
import type { Recounter } from './recounter';
import { salesRecounter } from './recount-sales';
import { userRecounter } from './recount-users';
import { orderLookupRecounter } from './reindex-order-lookup';
import { variantGroupRecounter } from './recount-variant-groups';

/** Every counter `npm run recount` rebuilds; add yours here (local/maintenance/recount-<x>.ts). */
export const recounters: readonly (() => Recounter)[] = [salesRecounter, catalogRecounter, orderStatusRecounter, userRecounter, variantGroupRecounter, preorderTallyRecounter, platformListingRecounter, audienceRecounter];

/** Rebuilds too heavy for every run, chosen by name: `npm run recount -- --with order-lookup`. */
export const optionalRecounters: Readonly<Record<string, () => Recounter>> = { 'order-lookup': orderLookupRecounter };
