import * as z from 'zod';
import type { Country } from '../catalog/country';
import type { Language } from '../catalog/language';
import type { Platform } from '../catalog/platform';
import type { Region } from '../catalog/region';
import { slideInputSchema, type AdminSlideView, type SlideTargetProduct } from '../content/featured-slide-input';
import type { PreorderFulfilment, PreorderQueueView } from '../content/preorder-queue-views';
import {
  countryCodeField,
  countryCreateSchema,
  countryFields,
  languageCode,
  languageCreateSchema,
  languageFields,
  platformCreateSchema,
  platformFields,
  regionCreateSchema,
  regionFields,
  type ConfigurationData,
} from '../content/reference-input';
import { safeText } from '../http/safe-text';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const slideId = z.strictObject({ slideId: id });

/**
 * The back office's routes for featured slides, system configuration and the pre-order queue (back-office §7, issue 15).
 * Featured slides and the pre-order queue are staff work (§6 lists both for employees); configuration is admin only.
 */
export const adminContentRoutes = {
  adminListSlides: route<{ items: AdminSlideView[] }>()({
    method: 'GET',
    path: '/api/admin/featured-slides',
    handler: 'featured/featured-slides-api',
    role: 'employee',
    summary: 'Every featured slide (inactive, scheduled and ended ones too) in display order, with its product and variant names.',
    request: {},
  }),
  adminCreateSlide: route<AdminSlideView>()({
    method: 'POST',
    path: '/api/admin/featured-slides',
    handler: 'featured/featured-slides-api',
    role: 'employee',
    needs: { table: 'write' },
    summary: 'Creates a featured slide (§5 validation; the variant must belong to the product), audited in the same transaction.',
    maxBodyBytes: 8 * 1024,
    request: { body: slideInputSchema },
  }),
  adminUpdateSlide: route<AdminSlideView>()({
    method: 'PUT',
    path: '/api/admin/featured-slides/{slideId}',
    handler: 'featured/featured-slides-api',
    role: 'employee',
    needs: { table: 'write' },
    summary: "Replaces a featured slide's fields, audited with the fields that changed.",
    maxBodyBytes: 8 * 1024,
    request: { params: slideId, body: slideInputSchema },
  }),
  adminSetSlideActive: route<AdminSlideView>()({
    method: 'PUT',
    path: '/api/admin/featured-slides/{slideId}/active',
    handler: 'featured/featured-slides-api',
    role: 'employee',
    needs: { table: 'write' },
    summary: 'Activates or deactivates a featured slide, audited.',
    request: { params: slideId, body: z.strictObject({ isActive: z.boolean() }) },
  }),
  adminDeleteSlide: route<{ deleted: true; slideId: string }>()({
    method: 'DELETE',
    path: '/api/admin/featured-slides/{slideId}',
    handler: 'featured/featured-slides-api',
    role: 'employee',
    needs: { table: 'write' },
    summary: 'Deletes a featured slide, audited with what it was.',
    request: { params: slideId },
  }),
  adminSlideProducts: route<{ items: { productId: string; name: string }[]; nextCursor: string | null }>()({
    method: 'GET',
    path: '/api/admin/slide-products',
    handler: 'featured/featured-slides-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: 'Active products a slide may advertise, by name: the newest page, or those whose words start with ?q=.',
    request: { query: z.strictObject({ q: safeText().trim().max(100).optional(), cursor }) },
  }),
  adminSlideProduct: route<SlideTargetProduct>()({
    method: 'GET',
    path: '/api/admin/slide-products/{productId}',
    handler: 'featured/featured-slides-api',
    role: 'employee',
    summary: 'One product with the variants a slide may advertise.',
    request: { params: z.strictObject({ productId: id }) },
  }),
  adminGetConfiguration: route<ConfigurationData>()({
    method: 'GET',
    path: '/api/admin/configuration',
    handler: 'configuration/configuration-api',
    role: 'admin',
    summary: 'Every language, country, region (with its excluded countries) and platform, inactive ones too.',
    request: {},
  }),
  adminCreateLanguage: route<Language>()({
    method: 'POST',
    path: '/api/admin/configuration/languages',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Creates a language; its code is unique (a conditional create). Audited.',
    request: { body: languageCreateSchema },
  }),
  adminUpdateLanguage: route<Language>()({
    method: 'PUT',
    path: '/api/admin/configuration/languages/{code}',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: "Updates a language's name, native name and active flag. Audited.",
    request: { params: z.strictObject({ code: languageCode }), body: languageFields },
  }),
  adminCreateCountry: route<Country>()({
    method: 'POST',
    path: '/api/admin/configuration/countries',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Creates a country; its code is unique (a conditional create). Audited.',
    request: { body: countryCreateSchema },
  }),
  adminUpdateCountry: route<Country>()({
    method: 'PUT',
    path: '/api/admin/configuration/countries/{code}',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: "Updates a country's name and active flag. Audited.",
    request: { params: z.strictObject({ code: countryCodeField }), body: countryFields },
  }),
  adminCreateRegion: route<Region>()({
    method: 'POST',
    path: '/api/admin/configuration/regions',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Creates a region with its excluded countries; its code is unique (a conditional create). Audited.',
    request: { body: regionCreateSchema },
  }),
  adminUpdateRegion: route<Region>()({
    method: 'PUT',
    path: '/api/admin/configuration/regions/{regionId}',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Updates a region; its excluded countries are replaced as a whole, with the audit entry, in one transaction.',
    request: { params: z.strictObject({ regionId: id }), body: regionFields },
  }),
  adminCreatePlatform: route<Platform>()({
    method: 'POST',
    path: '/api/admin/configuration/platforms',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Creates a platform; its code is unique (a conditional create). Audited.',
    request: { body: platformCreateSchema },
  }),
  adminUpdatePlatform: route<Platform>()({
    method: 'PUT',
    path: '/api/admin/configuration/platforms/{platformId}',
    handler: 'configuration/configuration-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: "Updates a platform's name, icon and default activation instructions. Audited.",
    request: { params: z.strictObject({ platformId: id }), body: platformFields },
  }),
  adminPreorderQueue: route<PreorderQueueView>()({
    method: 'GET',
    path: '/api/admin/preorders',
    handler: 'preorders/preorders-admin-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: 'Pre-order queue: waiting units, products with pre-orders, the oldest wait, and the queue oldest payment first.',
    request: { query: z.strictObject({ cursor, limit: z.coerce.number().int().min(1).max(100).default(50) }) },
  }),
  adminFulfilPreorders: route<PreorderFulfilment>()({
    method: 'POST',
    path: '/api/admin/products/{productId}/preorders/fulfil',
    handler: 'preorders/preorders-admin-api',
    role: 'employee',
    needs: { table: 'write', sendsTo: ['search-index'], secrets: ['order-links'], email: true },
    summary: "Runs first-come-first-served fulfilment for every variant of a product now; answers how many units got keys. Audited.",
    request: { params: z.strictObject({ productId: id }) },
  }),
} as const;
