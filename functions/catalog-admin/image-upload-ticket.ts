import { randomBytes } from 'node:crypto';
import type { ImageUploadTicket } from '../../shared/catalog/admin-product-views';
import { imageKeyFor, imageUploadSeconds, maxImageBytes, type ImageContentType, type ImagePurpose } from '../../shared/catalog/image-upload';
import type { Deps } from '../lib/deps';

/**
 * Signs one browser upload to the images bucket (S3's POST Object). S3 itself enforces the policy: this exact key and
 * content type, 1 byte to 2 MiB, until it expires; the declared size is only checked up front for a clear message.
 * The image is then served from the store's own origin under its key (`/products/…`, a CloudFront behaviour on AWS,
 * the gateway locally).
 */
export async function imageUploadTicket(
  deps: Pick<Deps, 'objects' | 'config' | 'now'>,
  request: { purpose: ImagePurpose; contentType: ImageContentType },
): Promise<ImageUploadTicket> {
  const now = deps.now();
  const key = imageKeyFor(request.purpose, request.contentType, randomBytes(12).toString('hex'), now);
  const { url, fields } = await deps.objects.images.presignedPost(key, { contentType: request.contentType, maxBytes: maxImageBytes, expiresInSeconds: imageUploadSeconds });
  return {
    url,
    fields,
    key,
    publicUrl: new URL(`/${key}`, deps.config.PUBLIC_BASE_URL).toString(),
    path: `/${key}`,
    maxBytes: maxImageBytes,
    expiresAt: new Date(now.getTime() + imageUploadSeconds * 1000).toISOString(),
  };
}
