import * as z from 'zod';
import type { AdminProductDetail, AdminProductRow, AdminProductSaved, ImageUploadTicket } from '../catalog/admin-product-views';
import { imageContentTypes, imagePurposes, maxImageBytes } from '../catalog/image-upload';
import { productTypes } from '../catalog/product';
import { productCategories, productDraftSchema } from '../catalog/product-draft';
import { safeText } from '../http/safe-text';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const productParams = z.strictObject({ productId: id });
const version = z.iso.datetime({ offset: true }).optional();

/** The back office's routes for products and their images (back-office §7, issue 15). Part of `routes`. */
export const adminCatalogRoutes = {
  adminListProducts: route<{ items: AdminProductRow[]; nextCursor: string | null }>()({
    method: 'GET',
    path: '/api/admin/products',
    handler: 'catalog-admin/catalog-admin-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: 'Every product, inactive ones too, newest first; `q` finds them by words of the name, slug, developer, publisher or keywords, `type` filters by product type.',
    request: {
      query: z.strictObject({
        q: safeText().trim().max(100).optional(),
        type: z.enum(productTypes).optional(),
        cursor,
        limit: z.coerce.number().int().min(1).max(100).default(25),
      }),
    },
  }),
  adminGetProduct: route<AdminProductDetail>()({
    method: 'GET',
    path: '/api/admin/products/{productId}',
    handler: 'catalog-admin/catalog-admin-api',
    role: 'employee',
    summary: 'One product with every back-office field and its variants: platform, region, price, face value, active, force available, keys available.',
    request: { params: productParams },
  }),
  adminCreateProduct: route<AdminProductSaved>()({
    method: 'POST',
    path: '/api/admin/products',
    handler: 'catalog-admin/catalog-admin-api',
    role: 'admin',
    needs: { table: 'write', sendsTo: ['search-index'] },
    summary: 'Creates a product with its unique slug, listing entry, search terms and counters in one transaction, with an audit entry.',
    maxBodyBytes: 32 * 1024,
    request: { body: productDraftSchema },
  }),
  adminUpdateProduct: route<AdminProductSaved>()({
    method: 'PUT',
    path: '/api/admin/products/{productId}',
    handler: 'catalog-admin/catalog-admin-api',
    role: 'admin',
    needs: { table: 'write', sendsTo: ['search-index'] },
    summary: "Replaces a product's back-office fields if nobody changed it since `version` was read; audits the changed fields.",
    maxBodyBytes: 32 * 1024,
    request: { params: productParams, body: z.strictObject({ product: productDraftSchema, version }) },
  }),
  adminSuggestProductKeywords: route<{ suggestions: string[] }>()({
    method: 'GET',
    path: '/api/admin/product-keyword-suggestions',
    handler: 'catalog-admin/catalog-admin-api',
    role: 'admin',
    summary: 'Search keywords to offer for a product being edited (the first 8): words of its name, its type, category and platforms, and what shoppers search for.',
    request: {
      query: z.strictObject({
        name: safeText().trim().max(200).default(''),
        productType: z.enum(productTypes).optional(),
        category: z.enum(productCategories).optional(),
        productId: id.optional(),
        exclude: safeText().max(2000).optional(),
      }),
    },
  }),
  adminSignImageUpload: route<ImageUploadTicket>()({
    method: 'POST',
    path: '/api/admin/uploads/images',
    handler: 'catalog-admin/catalog-admin-api',
    role: 'admin',
    needs: { imageUploads: true },
    summary: `A pre-signed POST to the images bucket whose policy admits one image of the given type, 1 byte to ${maxImageBytes / 1024 / 1024} MiB.`,
    request: {
      body: z.strictObject({
        purpose: z.enum(imagePurposes),
        contentType: z.enum(imageContentTypes, 'Please select an image file'),
        size: z.number().int().min(1, 'Please select an image file').max(maxImageBytes, 'Image must be less than 2MB'),
      }),
    },
  }),
} as const;
