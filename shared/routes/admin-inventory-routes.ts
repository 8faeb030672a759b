import * as z from 'zod';
import type { ProductKeySummary } from '../catalog/product-key';
import type { KeyExportPage, KeyImportResult, RevealedInventoryKey, StockHealth, VariantGroupPage, AdminVariantView } from '../inventory/inventory-views';
import { keyExportBody } from '../inventory/key-export-input';
import { importKeyBody } from '../inventory/key-import-input';
import { createVariantBody, updateVariantBody } from '../inventory/variant-input';
import { safeText } from '../http/safe-text';
import { route } from './define-route';
import { cursor, id, limit } from './route-fields';

/** The back office's routes for variants, keys and key-pool health (back-office §7, issue 15). Part of `routes`. */
export const adminInventoryRoutes = {
  adminVariantGroups: route<VariantGroupPage>()({
    method: 'GET',
    path: '/api/admin/variant-groups',
    handler: 'inventory/inventory-admin-api',
    role: 'admin',
    needs: { secrets: ['cursor'] },
    summary: 'Products with their variants and a summary of each, newest product first, or found by name.',
    request: { query: z.strictObject({ q: safeText().trim().max(100).optional(), cursor, limit: limit.pipe(z.number().max(50)) }) },
  }),
  adminCreateVariant: route<AdminVariantView>()({
    method: 'POST',
    path: '/api/admin/products/{productId}/variants',
    handler: 'inventory/inventory-admin-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: "Adds a variant to a product; the product's first variant on a platform raises the platform's count.",
    request: { params: z.strictObject({ productId: id }), body: createVariantBody },
  }),
  adminUpdateVariant: route<AdminVariantView>()({
    method: 'PUT',
    path: '/api/admin/variants/{variantId}',
    handler: 'inventory/inventory-admin-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Changes a variant; its product, platform and region stay.',
    request: { params: z.strictObject({ variantId: id }), body: updateVariantBody },
  }),
  adminListKeys: route<{ items: ProductKeySummary[]; nextCursor: string | null }>()({
    method: 'GET',
    path: '/api/admin/variants/{variantId}/keys',
    handler: 'inventory/inventory-admin-api',
    role: 'admin',
    needs: { secrets: ['cursor'] },
    summary: 'Keys of a variant, masked.',
    request: { params: z.strictObject({ variantId: id }), query: z.strictObject({ cursor, limit }) },
  }),
  adminImportKeys: route<KeyImportResult>()({
    method: 'POST',
    path: '/api/admin/variants/{variantId}/keys',
    handler: 'inventory/import-keys',
    role: 'admin',
    needs: { table: 'write', keys: ['encrypt'], secrets: ['key-fingerprints'], sendsTo: ['preorders', 'search-index'] },
    summary: 'Encrypts and stores keys, refusing ones already stored, raising the available count in the same transaction.',
    // 10,000 keys of up to 500 characters, under Lambda's 6 MB request limit.
    maxBodyBytes: 5_500_000,
    // A function stopped mid-import leaves its keys counted only in tallies until the next import of the variant.
    timeoutSeconds: 29,
    request: { params: z.strictObject({ variantId: id }), body: importKeyBody },
  }),
  adminRevealKey: route<RevealedInventoryKey>()({
    method: 'POST',
    path: '/api/admin/variants/{variantId}/keys/{keyId}/reveal',
    handler: 'inventory/reveal-inventory-key',
    role: 'admin',
    needs: { table: 'write', keys: ['decrypt'] },
    summary: "Shows a key's secret to an admin, audited before it leaves the server.",
    request: { params: z.strictObject({ variantId: id, keyId: id }) },
  }),
  adminExportKeys: route<KeyExportPage>()({
    method: 'POST',
    path: '/api/admin/variants/{variantId}/keys/export',
    handler: 'inventory/export-keys',
    // Key inventory is the Variants & Keys page's content, which back-office §2 and §6 give to admins only.
    role: 'admin',
    needs: { table: 'write', keys: ['decrypt'], secrets: ['cursor'] },
    summary: "A page of a variant's keys as CSV, masked or (audited as a reveal of every key) decrypted.",
    request: { params: z.strictObject({ variantId: id }), body: keyExportBody },
  }),
  adminStockAlerts: route<StockHealth>()({
    method: 'GET',
    path: '/api/admin/stock-alerts',
    handler: 'inventory/inventory-admin-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: 'Variants at or below their low-stock threshold or sold out, with the pre-orders waiting for them.',
    request: { query: z.strictObject({ cursor, limit }) },
  }),
} as const;
