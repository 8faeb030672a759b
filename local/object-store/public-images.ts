import type { IncomingMessage, ServerResponse } from 'node:http';
import { BucketFiles } from './bucket-files';

/** The path the images bucket is read from publicly on one machine, as a CloudFront behaviour would serve it on AWS. */
export const publicImagesPath = '/_local/images';

/** The public URL of an object of the images bucket: on the store's own origin, so it works at any host name. */
export const publicImageUrl = (key: string) => `${publicImagesPath}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Read-only, unsigned GET and HEAD of the images bucket, the way shoppers' browsers load product images. Writes still go
 * through the signed S3 twin. An SVG opened directly gets a CSP without scripts, so a hostile upload cannot run.
 */
export function publicImages(dir: string) {
  const files = new BucketFiles(dir);
  return async function servePublicImage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    const path = (req.url ?? '/').split('?')[0]!.slice(publicImagesPath.length + 1);
    let key: string;
    try {
      key = path.split('/').map(decodeURIComponent).join('/');
    } catch {
      return void res.writeHead(400).end();
    }
    const found = key ? await files.get(key) : undefined;
    if (!found || !found.meta.contentType.startsWith('image/')) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    res.writeHead(200, {
      'content-type': found.meta.contentType,
      'content-length': String(found.body.length),
      etag: found.meta.etag,
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    res.end(req.method === 'HEAD' ? undefined : found.body);
  };
}
