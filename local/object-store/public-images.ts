import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { imageContentTypes } from '../../shared/catalog/image-upload';
import type { TwinHandler } from '../runtime/twin-server';
import { BucketFiles } from './bucket-files';

/** The path uploaded product and featured images are served under, on the store's own origin (their object keys). */
export const publicImagesPrefix = '/products/';

/** The public URL of an object of the images bucket: its key under the store's own origin, so it works at any host name. */
export const publicImageUrl = (key: string) => `/${key.split('/').map(encodeURIComponent).join('/')}`;

/** Uploads are raster images only (shared/catalog/image-upload.ts); the seed's generated covers are SVG, served sandboxed. */
const servedTypes: readonly string[] = [...imageContentTypes, 'image/svg+xml'];

/**
 * Serves the images bucket's `products/` objects read-only, as the CloudFront behaviour for `/products/*` does on AWS.
 * Only image types are answered: an object of any other type is not served from the store's origin.
 */
export function publicImages(options: { root: string; bucket: string }): TwinHandler {
  const files = new BucketFiles(join(options.root, options.bucket));
  return async function servePublicImage(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    let key: string;
    try {
      key = decodeURIComponent(new URL(req.url ?? '/', 'http://images').pathname).slice(1);
    } catch {
      return void res.writeHead(400).end();
    }
    const found = key.startsWith(publicImagesPrefix.slice(1)) ? await files.get(key) : undefined;
    if (!found || !servedTypes.includes(found.meta.contentType)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    res.writeHead(200, {
      'content-type': found.meta.contentType,
      'content-length': String(found.meta.size),
      etag: found.meta.etag,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      // An SVG opened on its own runs no script and loads nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    res.end(req.method === 'HEAD' ? undefined : found.body);
  };
}
